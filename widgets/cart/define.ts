import { defineOnce } from '../shared/element/define-element';
import { createCartElement } from './cart.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-cart': HTMLElement;
  }
}

defineOnce('rove-cart', createCartElement);
