import { defineOnce } from '../shared/element/define-element';
import { createScrollerElement, type RoveScroller } from './scroller.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-scroller': RoveScroller;
  }
}

defineOnce('rove-scroller', createScrollerElement);
