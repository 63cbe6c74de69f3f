import { defineOnce } from '../shared/define-element';
import { createCountryElement } from './country.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-country': HTMLElement;
  }
}

defineOnce('rove-country', createCountryElement);
