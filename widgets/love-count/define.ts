import { defineOnce } from '../shared/element/define-element';
import { createLoveCountElement } from './love-count.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-love-count': HTMLElement;
  }
}

defineOnce('rove-love-count', createLoveCountElement);
