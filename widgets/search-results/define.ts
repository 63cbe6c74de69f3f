import { defineOnce } from '../shared/element/define-element';
import { createSearchResultsElement } from './search-results.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-search-results': HTMLElement & { basePath?: string };
  }
}

defineOnce('rove-search-results', createSearchResultsElement);
