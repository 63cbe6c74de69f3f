import { defineOnce } from '../shared/element/define-element';
import { createHostListingElement } from './host-listing.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-host-listing': HTMLElement;
  }
}

defineOnce('rove-host-listing', createHostListingElement);
