import { defineOnce } from '../shared/element/define-element';
import { createDeliveryElement } from './delivery.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-delivery': HTMLElement & { nid?: number };
  }
}

defineOnce('rove-delivery', createDeliveryElement);
