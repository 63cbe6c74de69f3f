import { afterProductTexts } from '../../core/i18n/product-language';
import { getSettings } from '../../core/settings/settings';
import { defineOnce } from '../shared/element/define-element';
import { createFinancingElement } from './financing.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-financing': HTMLElement & { nid?: number; programme?: string };
  }
}

// A Korean page's texts come first, so the first render is in Korean (product-language.ts).
afterProductTexts(getSettings().locale, () => defineOnce('rove-financing', createFinancingElement));
