import { defineOnce } from '../shared/element/define-element';
import { createSwatchRequestElement } from './swatch-request.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-swatch-request': HTMLElement;
  }
}

defineOnce('rove-swatch-request', createSwatchRequestElement);
