import { defineOnce } from '../shared/element/define-element';
import { createPopupsElement } from './popups.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-popups': HTMLElement & { only?: string };
  }
}

defineOnce('rove-popups', createPopupsElement);
