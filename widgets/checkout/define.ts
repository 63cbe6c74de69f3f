import { defineOnce } from '../shared/element/define-element';
import { createCheckoutElement } from './checkout.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-checkout': HTMLElement & { view?: string; orderId?: number };
  }
}

defineOnce('rove-checkout', createCheckoutElement);
