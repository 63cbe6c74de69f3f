import { afterProductTexts } from '../../core/i18n/product-language';
import { getSettings } from '../../core/settings/settings';
import { defineOnce } from '../shared/element/define-element';
import { createProductMediaElement } from './product-media.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-product-media': HTMLElement & { nid?: number };
  }
}

// A Korean page's texts come first, so the first render is in Korean (product-language.ts).
afterProductTexts(getSettings().locale, () =>
  defineOnce('rove-product-media', createProductMediaElement),
);
