import { defineOnce } from '../shared/element/define-element';
import { createProductToggleElement, type RoveProductToggle } from './product-toggle.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-product-toggle': RoveProductToggle;
  }
}

defineOnce('rove-product-toggle', createProductToggleElement);
