import { defineOnce } from '../shared/element/define-element';
import { createPhotoWallElement, type PhotoWallAttributes } from './photo-wall.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-photo-wall': HTMLElement & Omit<PhotoWallAttributes, 'container'>;
  }
}

defineOnce('rove-photo-wall', createPhotoWallElement);
