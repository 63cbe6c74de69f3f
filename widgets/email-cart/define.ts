import { defineOnce } from '../shared/define-element';
import { createEmailCartElement } from './email-cart.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-email-cart': HTMLElement;
  }
}

defineOnce('rove-email-cart', createEmailCartElement);
