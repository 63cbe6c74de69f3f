import { defineOnce } from '../shared/element/define-element';
import { createTradeApplicationElement } from './trade-application.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-trade-application': HTMLElement;
  }
}

defineOnce('rove-trade-application', createTradeApplicationElement);
