import { defineOnce } from '../shared/element/define-element';
import { createLoveElement } from './love.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-love': HTMLElement & { nid?: number; productTitle?: string };
  }
}

defineOnce('rove-love', createLoveElement);
