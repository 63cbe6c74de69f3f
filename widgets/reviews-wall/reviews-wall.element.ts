import { adoptStyles } from '../../core/adopt-styles';
import { logOnce } from '../../core/log';
import { sanitizeHtml } from '../../core/sanitize-html';
import { getSettings } from '../../core/settings/settings';
import {
  ScrollGate,
  positiveIntAttribute,
  ratioAttribute,
  reachedTrigger,
  underPageLimit,
  windowMetrics,
  type ScrollPhase,
} from '../shared/infinite-scroll';
import {
  cameBack,
  currentPageUrl,
  forgetPageMemory,
  pageMemoryKey,
  readPageMemory,
  rememberOnLeave,
  restoreScrollPosition,
  writePageMemory,
} from '../shared/page-memory';
import { reviewsWallText, type ReviewsWallText } from './messages';
import { fetchReviewSummary, fetchReviewsPage } from './reviews-api';
import { parseReviewsReply, sameOriginPath } from './reviews-reply';
import {
  REVIEWS_WALL_MAX_PAGES,
  REVIEWS_WALL_TRIGGER,
  formatReviewCount,
} from './reviews-wall.logic';
import reviewsWallCss from './reviews-wall.css?raw';

const TAG = 'rove-reviews-wall';

/** Detail of the bubbling 'rove-reviews-wall-appended' event. */
export interface ReviewsWallAppendedDetail {
  items: Element[];
  pages: number;
}

function make<K extends keyof HTMLElementTagNameMap>(tag: K, className: string) {
  const element = document.createElement(tag);
  element.className = className;
  return element;
}

const pageHeight = () => document.documentElement.scrollHeight;

/**
 * `<rove-reviews-wall>`: the paged reviews wall over the server's first page (see README.md).
 * Plain DOM rather than a React view: the reviews are the server's HTML (sanitized); the
 * element appends pages, keeps the next link current, offers 'Load more reviews' and shows the
 * provider's review count.
 */
export class RoveReviewsWall extends HTMLElement {
  #list: HTMLElement | null = null;
  #link: HTMLAnchorElement | null = null;
  #button: HTMLButtonElement | null = null;
  #end: HTMLParagraphElement | null = null;
  #status: HTMLParagraphElement | null = null;
  #footer: HTMLElement | null = null;
  #summary: HTMLElement | null = null;
  #ownSummary = false;
  #gate: ScrollGate | null = null;
  #request: AbortController | null = null;
  #listeners: AbortController | null = null;
  #stopRemembering: () => void = () => undefined;
  #text: ReviewsWallText = reviewsWallText('en');
  #next = '';
  #pages = 1;
  #appended: string[] = [];
  #heightAtRequest = 0;
  #frame = 0;
  #failed = false;

  /** Pages on screen, the server's first included. */
  get pages(): number {
    return this.#pages;
  }

  /** 'idle', 'busy' or 'locked'. */
  get phase(): ScrollPhase {
    return this.#gate?.phase ?? 'idle';
  }

  get #maxPages(): number {
    return positiveIntAttribute(this.getAttribute('max-pages'), REVIEWS_WALL_MAX_PAGES);
  }

  get #memoryKey(): string {
    return pageMemoryKey(`reviews-wall:${this.getAttribute('variant') ?? ''}`, currentPageUrl());
  }

  connectedCallback(): void {
    if (this.#gate) return;
    try {
      this.#enhance();
    } catch (error) {
      // Never throw into the host page: the server's reviews and next link stay as they are.
      logOnce('error', 'reviews-wall-failed', 'rove-reviews-wall could not start', error);
      this.disconnectedCallback();
    }
  }

  disconnectedCallback(): void {
    this.#request?.abort();
    this.#listeners?.abort();
    this.#gate?.dispose();
    this.#stopRemembering();
    cancelAnimationFrame(this.#frame);
    this.#footer?.remove();
    if (this.#ownSummary) this.#summary?.remove();
    if (this.#link) this.#link.hidden = false;
    this.#gate = null;
    this.#footer = null;
  }

  /** Loads the next page now (what 'Load more reviews' does); focus moves to the first new review. */
  loadMore(): Promise<void> {
    return this.#load(true);
  }

  #enhance(): void {
    const list = this.querySelector<HTMLElement>('[data-rove-reviews-items]');
    if (!list) {
      // Defined while the parser is still inside the tag: its children are not there yet.
      if (document.readyState === 'loading')
        document.addEventListener('DOMContentLoaded', () => this.connectedCallback(), {
          once: true,
        });
      return;
    }
    adoptStyles(TAG, reviewsWallCss, this.ownerDocument);
    this.#list = list;
    this.#link = this.querySelector<HTMLAnchorElement>('a[data-rove-reviews-next]');
    const href = this.#link?.getAttribute('href')?.trim();
    this.#next = href ? (sameOriginPath(href, location.origin) ?? '') : '';
    const { locale } = getSettings();
    this.#text = reviewsWallText(locale);
    this.#listeners = new AbortController();
    const { signal } = this.#listeners;
    this.#buildFooter();
    this.#gate = new ScrollGate({
      onChange: (phase) => {
        this.#render(phase);
        // Idle again after a page: still past the trigger, go on (not after a failure).
        if (phase === 'idle' && !this.#failed) this.#maybeLoad();
      },
    });
    const onScroll = () => {
      this.#frame ||= requestAnimationFrame(() => {
        this.#frame = 0;
        this.#maybeLoad();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true, signal });
    window.addEventListener('resize', onScroll, { passive: true, signal });
    if (typeof ResizeObserver === 'function') {
      const observer = new ResizeObserver(() => this.#noticeHeight());
      observer.observe(list);
      signal.addEventListener('abort', () => observer.disconnect());
    }
    this.#stopRemembering = rememberOnLeave(() => this.#remember());
    const memory = cameBack() ? readPageMemory(this.#memoryKey) : undefined;
    if (memory) this.#restore(memory.items, memory.pages, memory.next, memory.scrollY);
    else forgetPageMemory(this.#memoryKey);
    this.#lockIfDone();
    this.#render(this.#gate.phase);
    void this.#loadSummary(locale, signal);
    this.#maybeLoad();
  }

  async #loadSummary(locale: string | undefined, signal: AbortSignal): Promise<void> {
    const url = this.getAttribute('summary-url')?.trim();
    if (!url) return;
    const reply = await fetchReviewSummary(url, signal);
    if (signal.aborted) return;
    if (!reply.ok) {
      // seed 001 §8: review load failures are logged only.
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
    let summary = this.querySelector<HTMLElement>('[data-rove-reviews-summary]');
    if (!summary) {
      summary = make('p', 'rove-reviews-wall__summary');
      this.prepend(summary);
      this.#ownSummary = true;
    }
    summary.textContent =
      total === 1 ? this.#text('summaryOne') : this.#text('summary', { total: count });
    this.#summary = summary;
  }

  #buildFooter(): void {
    const footer = make('div', 'rove-reviews-wall__footer');
    const status = make('p', 'rove-reviews-wall__announce');
    status.setAttribute('role', 'status');
    const button = make('button', 'rove-reviews-wall__more');
    button.type = 'button';
    button.addEventListener('click', () => {
      if (button.getAttribute('aria-disabled') !== 'true') void this.#load(true);
    });
    const end = make('p', 'rove-reviews-wall__end');
    end.tabIndex = -1;
    end.hidden = true;
    footer.append(status, button, end);
    // The button takes the next link's place; the link stays (kept current) for what it points to.
    if (this.#link) {
      this.#link.hidden = true;
      this.#link.after(footer);
    } else this.append(footer);
    this.#footer = footer;
    this.#status = status;
    this.#button = button;
    this.#end = end;
  }

  #render(phase: ScrollPhase): void {
    const button = this.#button;
    const end = this.#end;
    if (!button || !end) return;
    if (phase === 'locked') {
      const hadFocus = button === document.activeElement;
      button.hidden = true;
      end.hidden = false;
      end.textContent = this.#text('end');
      if (hadFocus) end.focus();
      return;
    }
    button.hidden = false;
    end.hidden = true;
    // Busy only because the 2 s reset is pending (the page is in): no 'Loading…' text then.
    const loading = phase === 'busy' && this.#request !== null;
    button.setAttribute('aria-disabled', String(phase === 'busy'));
    button.replaceChildren();
    if (loading) button.append(make('span', 'rove-reviews-wall__spinner'));
    button.append(this.#text(loading ? 'loading' : 'loadMore'));
  }

  #maybeLoad(): void {
    const ratio = ratioAttribute(this.getAttribute('trigger'), REVIEWS_WALL_TRIGGER);
    if (this.#gate?.phase === 'idle' && reachedTrigger(windowMetrics(), ratio))
      void this.#load(false);
  }

  #noticeHeight(): void {
    if (pageHeight() !== this.#heightAtRequest) this.#gate?.heightChanged();
  }

  #lockIfDone(): void {
    if (!this.#next || !underPageLimit(this.#pages, this.#maxPages)) {
      this.#gate?.lock();
      this.#link?.remove();
    }
  }

  async #load(byButton: boolean): Promise<void> {
    const gate = this.#gate;
    const url = this.#next;
    if (!gate || !url || !gate.tryStart()) return;
    this.#failed = false;
    const request = new AbortController();
    this.#request = request;
    this.#heightAtRequest = pageHeight();
    this.#render(gate.phase);
    const reply = await fetchReviewsPage(url, request.signal);
    if (request.signal.aborted || this.#gate !== gate) return;
    this.#request = null;
    if (!reply.ok) {
      // seed 001 §8: a review load failure is logged only; the gate frees for a retry.
      logOnce(
        'error',
        `reviews-wall:${reply.error.kind}`,
        'reviews page failed',
        reply.error.message,
      );
      this.#failed = true;
      gate.fail();
      return;
    }
    const page = parseReviewsReply(sanitizeHtml(reply.data), location.origin);
    gate.finish(page.items.length);
    if (page.items.length === 0) {
      this.#next = '';
      this.#link?.remove();
      return;
    }
    this.#pages += 1;
    this.#next = page.next;
    if (this.#link && this.#next) this.#link.setAttribute('href', this.#next);
    const items = this.#append(page.items);
    this.#appended.push(...page.items);
    if (this.#status) this.#status.textContent = this.#text('loaded', { count: items.length });
    if (byButton) this.#focusFirst(items[0]);
    this.#lockIfDone();
    this.#noticeHeight();
    this.#render(gate.phase);
    this.#remember();
  }

  /** Appends reviews (sanitized and checked by parseReviewsReply) and tells listeners. */
  #append(html: readonly string[]): Element[] {
    const template = document.createElement('template');
    template.innerHTML = html.join('');
    const items = [...template.content.children];
    this.#list?.append(template.content);
    this.dispatchEvent(
      new CustomEvent<ReviewsWallAppendedDetail>('rove-reviews-wall-appended', {
        bubbles: true,
        detail: { items, pages: this.#pages },
      }),
    );
    return items;
  }

  #focusFirst(item: Element | undefined): void {
    if (!(item instanceof HTMLElement)) return;
    const target = item.querySelector<HTMLElement>('a[href]');
    if (target) target.focus();
    else {
      item.tabIndex = -1;
      item.focus();
    }
  }

  /** Back navigation: the remembered pages again, re-sanitized and re-checked, and the scroll. */
  #restore(stored: unknown[], pages: number, next: string, scrollY: number): void {
    const html = stored.filter((value): value is string => typeof value === 'string').join('');
    const restored = parseReviewsReply(sanitizeHtml(html), location.origin).items;
    if (restored.length === 0) return;
    this.#appended = restored;
    this.#append(restored);
    this.#pages = Math.min(pages, this.#maxPages);
    this.#next = next ? (sameOriginPath(next, location.origin) ?? '') : '';
    if (this.#link && this.#next) this.#link.setAttribute('href', this.#next);
    restoreScrollPosition(scrollY);
  }

  #remember(): void {
    if (!this.#gate || this.#appended.length === 0) return;
    writePageMemory(this.#memoryKey, {
      items: this.#appended,
      pages: this.#pages,
      next: this.#next,
      scrollY: window.scrollY,
    });
  }
}

/** A fresh subclass per definition (tests define the tag more than once under other names). */
export function createReviewsWallElement(): CustomElementConstructor {
  return class extends RoveReviewsWall {};
}
