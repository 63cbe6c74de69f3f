import { defineOnce } from '../shared/element/define-element';
import { createFinancingElement } from './financing.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-financing': HTMLElement & { nid?: number; programme?: string };
  }
}

defineOnce('rove-financing', createFinancingElement);
