import { defineOnce } from '../shared/element/define-element';
import { createPoemElement, type RovePoem } from './poem.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-poem': RovePoem;
  }
}

defineOnce('rove-poem', createPoemElement);
