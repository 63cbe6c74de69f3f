import { defineOnce } from '../shared/element/define-element';
import { createEmailCartElement } from './email-cart.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-email-cart': HTMLElement;
  }
}

defineOnce('rove-email-cart', createEmailCartElement);
