import { defineOnce } from '../shared/element/define-element';
import { createProductMediaElement } from './product-media.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-product-media': HTMLElement & { nid?: number };
  }
}

defineOnce('rove-product-media', createProductMediaElement);
