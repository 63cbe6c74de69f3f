import { defineOnce } from '../shared/define-element';
import { createCartElement } from './cart.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-cart': HTMLElement;
  }
}

defineOnce('rove-cart', createCartElement);
