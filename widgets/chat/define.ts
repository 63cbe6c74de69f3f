import { defineOnce } from '../shared/element/define-element';
import { createChatElement } from './chat.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-chat': HTMLElement;
  }
}

defineOnce('rove-chat', createChatElement);
