import { logOnce } from '../../core/log';
import { pluralCategory, translator } from '../../core/i18n/translate';
import { getSettings } from '../../core/settings/settings';
import type { ScrollPhase } from '../shared/paging/infinite-scroll';
import { PlainElement, start, stop } from '../shared/element/plain-element';
import type { ScrollerAppendedDetail } from '../scroller/scroller.element';
import { reviewsWallMessages } from '../../core/i18n/reviews-wall';
import { checkReviews } from './review-check';
import { fetchReviewSummary } from './review-summary-api';
import { REVIEWS_WALL_MAX_PAGES, formatReviewCount } from './reviews-wall.logic';
import reviewsWallCss from './reviews-wall.css?raw';

/** What the wall reads of its inner <rove-scroller> (it may not be upgraded yet). */
interface Scroller extends HTMLElement {
  pages?: number;
  phase?: ScrollPhase;
  loadMore?: () => Promise<void>;
}

/**
 * `<rove-reviews-wall>`: the paged reviews wall and the review gallery (see README.md). The
 * paging is its inner `<rove-scroller reply="html">`'s (one infinite-scroll loop for the SDK);
 * the wall keeps what is its own: the provider's review count, the check that every appended
 * review is complete, and the columns / gallery grid (reviews-wall.css).
 */
export class RoveReviewsWall extends PlainElement {
  static override styles = { 'rove-reviews-wall': reviewsWallCss };

  #summary: HTMLElement | null = null;
  #ownSummary = false;

  get #scroller(): Scroller | null {
    return this.querySelector<Scroller>('rove-scroller');
  }

  /** Pages on screen, the server's first included. */
  get pages(): number {
    return this.#scroller?.pages ?? 1;
  }

  /** 'idle', 'busy' or 'locked' (the scroller's). */
  get phase(): ScrollPhase {
    return this.#scroller?.phase ?? 'idle';
  }

  /** Loads the next page now (what 'Load more reviews' does). */
  loadMore(): Promise<void> {
    return this.#scroller?.loadMore?.() ?? Promise.resolve();
  }

  protected override [start](signal: AbortSignal): void {
    // Every page the scroller appends (or restores on Back) is checked before anyone sees it:
    // the event fires synchronously after the append, and the scroller counts and focuses only
    // the items still there.
    this.addEventListener(
      'rove-scroller-appended',
      (event) => checkReviews((event as CustomEvent<ScrollerAppendedDetail>).detail.items),
      { signal },
    );
    const scroller = this.#scroller;
    if (scroller) {
      // The wall's own max-pages / trigger (older markup) reach the scroller unless it has its own.
      const maxPages = this.getAttribute('max-pages') ?? String(REVIEWS_WALL_MAX_PAGES);
      if (!scroller.hasAttribute('max-pages')) scroller.setAttribute('max-pages', maxPages);
      const trigger = this.getAttribute('trigger');
      if (trigger !== null && !scroller.hasAttribute('trigger'))
        scroller.setAttribute('trigger', trigger);
      // Element chunks load in any order: a scroller defined first may have restored pages
      // already, which this listener missed.
      const list = scroller.querySelector('[data-rove-scroller-items]');
      if (list) checkReviews([...list.children]);
    }
    void this.#loadSummary(getSettings().locale, signal);
  }

  protected override [stop](): void {
    if (this.#ownSummary) this.#summary?.remove();
  }

  async #loadSummary(locale: string | undefined, signal: AbortSignal): Promise<void> {
    const url = this.getAttribute('summary-url')?.trim();
    if (!url) return;
    const reply = await fetchReviewSummary(url, signal);
    if (signal.aborted) return;
    if (!reply.ok) {
      // spec/product.md §8: review load failures are logged only.
      logOnce(
        'error',
        `reviews-wall:summary:${reply.error.kind}`,
        'review summary failed',
        reply.error.message,
      );
      return;
    }
    const total = reply.data.numberOfReviews.total;
    const count = formatReviewCount(total, locale);
    if (count === undefined) return;
    const text = translator(reviewsWallMessages, locale);
    let summary = this.querySelector<HTMLElement>('[data-rove-reviews-summary]');
    if (!summary) {
      summary = document.createElement('p');
      summary.className = 'rove-reviews-wall__summary';
      this.prepend(summary);
      this.#ownSummary = true;
    }
    summary.textContent =
      pluralCategory(total, locale) === 'one'
        ? text('summaryOne')
        : text('summary', { total: count });
    this.#summary = summary;
  }
}

/** A fresh subclass per definition (tests define the tag more than once under other names). */
export function createReviewsWallElement(): CustomElementConstructor {
  return class extends RoveReviewsWall {};
}
