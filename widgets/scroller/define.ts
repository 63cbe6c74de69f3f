import { defineOnce } from '../shared/define-element';
import { createScrollerElement, type RoveScroller } from './scroller.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-scroller': RoveScroller;
  }
}

defineOnce('rove-scroller', createScrollerElement);
