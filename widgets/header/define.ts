import { defineOnce } from '../shared/element/define-element';
import { createHeaderElement, type RoveHeaderElement } from './header.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-header': RoveHeaderElement;
  }
}

defineOnce('rove-header', createHeaderElement);
