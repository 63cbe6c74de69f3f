import { defineOnce } from '../shared/element/define-element';
import { createListingElement } from './listing.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-listing': HTMLElement;
  }
}

defineOnce('rove-listing', createListingElement);
