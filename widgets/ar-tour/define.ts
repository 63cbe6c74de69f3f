import { defineOnce } from '../shared/element/define-element';
import { createArTourElement, type RoveArTour } from './ar-tour.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-ar-tour': RoveArTour;
  }
}

defineOnce('rove-ar-tour', createArTourElement);
