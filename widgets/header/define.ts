import { defineOnce } from '../shared/define-element';
import { createHeaderElement, type RoveHeaderElement } from './header.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-header': RoveHeaderElement;
  }
}

defineOnce('rove-header', createHeaderElement);
