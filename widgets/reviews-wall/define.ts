import { defineOnce } from '../shared/element/define-element';
import { createReviewsWallElement, type RoveReviewsWall } from './reviews-wall.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-reviews-wall': RoveReviewsWall;
  }
}

defineOnce('rove-reviews-wall', createReviewsWallElement);
