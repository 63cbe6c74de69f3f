import { defineOnce } from '../shared/element/define-element';
import { createVideosElement, type RoveVideos } from './videos.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-videos': RoveVideos;
  }
}

defineOnce('rove-videos', createVideosElement);
