import { defineOnce } from '../shared/element/define-element';
import { createBuyboxElement } from './buybox.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-buybox': HTMLElement & { nid?: number };
  }
}

defineOnce('rove-buybox', createBuyboxElement);
