import { defineOnce } from '../shared/define-element';
import { createPopupsElement } from './popups.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-popups': HTMLElement & { only?: string };
  }
}

defineOnce('rove-popups', createPopupsElement);
