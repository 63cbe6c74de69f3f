import { defineOnce } from '../shared/element/define-element';
import { createCartCountElement } from './cart-count.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-cart-count': HTMLElement;
  }
}

defineOnce('rove-cart-count', createCartCountElement);
