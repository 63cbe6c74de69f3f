import { defineOnce } from '../shared/element/define-element';
import { createSearchElement } from './search.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-search': HTMLElement;
  }
}

defineOnce('rove-search', createSearchElement);
