import { defineOnce } from '../shared/define-element';
import { createChatElement } from './chat.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-chat': HTMLElement;
  }
}

defineOnce('rove-chat', createChatElement);
