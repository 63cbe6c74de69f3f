import { defineOnce } from '../shared/element/define-element';
import { createCarouselElement, type RoveCarousel } from './carousel.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-carousel': RoveCarousel;
  }
}

defineOnce('rove-carousel', createCarouselElement);
