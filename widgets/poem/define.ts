import { defineOnce } from '../shared/define-element';
import { createPoemElement, type RovePoem } from './poem.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-poem': RovePoem;
  }
}

defineOnce('rove-poem', createPoemElement);
