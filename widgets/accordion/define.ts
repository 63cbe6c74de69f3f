import { defineOnce } from '../shared/element/define-element';
import { createAccordionElement, type RoveAccordion } from './accordion.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-accordion': RoveAccordion;
  }
}

defineOnce('rove-accordion', createAccordionElement);
