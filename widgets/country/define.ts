import { defineOnce } from '../shared/element/define-element';
import { createCountryElement } from './country.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-country': HTMLElement;
  }
}

defineOnce('rove-country', createCountryElement);
