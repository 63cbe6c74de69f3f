import type { HttpResult } from '../../core/http/json';
import { logOnce } from '../../core/log';
import { createRequestRunner } from '../../core/request-runner';
import { trustedHtml } from '../../core/sanitize/trusted-html';
import { getSettings } from '../../core/settings/settings';
import { enhanceFilterForm } from '../shared/forms/filter-form';
import {
  ScrollGate,
  advancePageUrl,
  positiveIntAttribute,
  ratioAttribute,
  reachedTrigger,
  underPageLimit,
  windowMetrics,
  type ScrollPhase,
} from '../shared/paging/infinite-scroll';
import {
  currentPageUrl,
  pageMemoryKey,
  rememberOnLeave,
  restoreScrollPosition,
  writePageMemory,
} from '../shared/paging/page-memory';
import { PlainElement, start, stop } from '../shared/element/plain-element';
import { onScrollFrame, recallPageMemory } from '../shared/paging/scroll-paging';
import { scrollerText, type ScrollerText } from './scroller-text';
import { createScrollerFooter, renderFooterPhase } from './scroller-footer';
import { sameOriginPath } from '../../core/sanitize/same-origin-path';
import {
  fetchHtmlPage,
  fetchScrollerPage,
  loadSanitizer,
  settledSanitizer,
  type HtmlPage,
} from './scroller-api';
import loadMoreCss from '../shared/paging/load-more.css?raw';
import scrollerCss from './scroller.css?raw';

/** spec/shell.md §4: a generic scroller stops after 5 pages. */
export const DEFAULT_MAX_PAGES = 5;
/** spec/marketing.md / issue 7: the generic scroller loads at 65% of the page height. */
export const DEFAULT_TRIGGER = 0.65;

/**
 * Detail of the bubbling 'rove-scroller-appended' event (the videos widget enhances new items).
 * A listener may remove items it rejects (the reviews wall drops incomplete reviews): the
 * scroller announces and focuses only those still in the list afterwards.
 */
export interface ScrollerAppendedDetail {
  items: Element[];
}

function pageHeight(): number {
  return document.documentElement.scrollHeight;
}

/**
 * `<rove-scroller>`: endless scroll over server markup (see README.md). Plain DOM rather than a
 * React view: the items are the server's HTML (sanitized), which other widgets inside may own;
 * the element only appends pages, keeps the next link current and offers 'Load more'.
 */
export class RoveScroller extends PlainElement {
  static override styles = { 'rove-scroller': scrollerCss, 'rove-load-more': loadMoreCss };

  #list: HTMLElement | null = null;
  #link: HTMLAnchorElement | null = null;
  #button: HTMLButtonElement | null = null;
  #end: HTMLParagraphElement | null = null;
  #status: HTMLParagraphElement | null = null;
  #footer: HTMLElement | null = null;
  #gate: ScrollGate | null = null;
  /** The next page's call: stopped with the element, so a late page is never appended. */
  #requests = createRequestRunner();
  /** Remembered pages are being put back (their sanitizer loads first): no loading meanwhile. */
  #restoring = false;
  #text: ScrollerText = scrollerText('en', 'items');
  #next = '';
  #pages = 1;
  #appended: string[] = [];
  #heightAtRequest = 0;
  /** The last request failed: no automatic retry until the next scroll or press. */
  #failed = false;

  /** Pages on screen, the server's first included. */
  get pages(): number {
    return this.#pages;
  }

  /** 'idle', 'busy' or 'locked' ('idle' before the element is enhanced). */
  get phase(): ScrollPhase {
    return this.#gate?.phase ?? 'idle';
  }

  get #maxPages(): number {
    return positiveIntAttribute(this.getAttribute('max-pages'), DEFAULT_MAX_PAGES);
  }

  get #memoryKey(): string {
    return pageMemoryKey(`scroller:${this.getAttribute('label') ?? ''}`, currentPageUrl());
  }

  protected override [stop](): void {
    this.#requests.stop();
    this.#gate?.dispose();
    this.#footer?.remove();
    if (this.#link) this.#link.hidden = false;
    this.#gate = null;
    this.#footer = null;
  }

  /** Loads the next page now (what 'Load more' does); focus moves to the first new item. */
  loadMore(): Promise<void> {
    return this.#load(true);
  }

  protected override [start](signal: AbortSignal): boolean | void {
    const list = this.querySelector<HTMLElement>('[data-rove-scroller-items]');
    // None yet: defined while the parser is still inside the tag (started again once it is out).
    if (!list) return false;
    this.#requests.resume();
    this.#list = list;
    this.#link = this.querySelector<HTMLAnchorElement>('a[data-rove-scroller-next]');
    const href = this.#link?.getAttribute('href')?.trim();
    // No link (or an empty href, which would resolve to this very page): nothing to load.
    this.#next = href ? (sameOriginPath(href) ?? '') : '';
    this.#text = scrollerText(getSettings().locale, this.getAttribute('label') || 'items');
    this.#buildFooter();
    this.#gate = new ScrollGate({
      onChange: (phase) => {
        this.#render(phase);
        // Idle again after a page (the 2 s reset): still past the trigger, go on. Not after a
        // failure: that would hammer a failing server; the next scroll or press retries.
        if (phase === 'idle' && !this.#failed) this.#maybeLoad();
      },
    });

    const form = this.querySelector<HTMLFormElement>('form.rove-scroller-filters');
    if (form) enhanceFilterForm(form, signal);

    onScrollFrame(() => this.#maybeLoad(), signal);
    // Images that load later grow the list too: the busy flag resets 2 s after any height change.
    if (typeof ResizeObserver === 'function') {
      const observer = new ResizeObserver(() => this.#noticeHeight());
      observer.observe(list);
      signal.addEventListener('abort', () => observer.disconnect());
    }
    const stopRemembering = rememberOnLeave(() => this.#remember());
    signal.addEventListener('abort', stopRemembering);

    const memory = recallPageMemory(this.#memoryKey);
    if (memory) void this.#restore(memory.items, memory.pages, memory.next, memory.scrollY);
    else this.#settle();
  }

  /** The footer and the next load, for the pages now in the list. */
  #settle(): void {
    this.#lockIfDone();
    if (this.#gate) this.#render(this.#gate.phase);
    this.#maybeLoad();
  }

  #buildFooter(): void {
    const parts = createScrollerFooter(() => void this.#load(true));
    // The button takes the next link's place; the link stays (kept current) for what it points to.
    if (this.#link) {
      this.#link.hidden = true;
      this.#link.after(parts.footer);
    } else this.append(parts.footer);
    this.#footer = parts.footer;
    this.#status = parts.status;
    this.#button = parts.button;
    this.#end = parts.end;
  }

  #render(phase: ScrollPhase): void {
    if (!this.#button || !this.#end) return;
    renderFooterPhase(this.#button, this.#end, phase, {
      busy: phase === 'busy' && !this.#awaitingOnlyReset(),
      end: this.#text('end'),
      loading: this.#text('loading'),
      // `more-label` names the button where 'Load more' is too vague ('Load more reviews').
      more: this.getAttribute('more-label')?.trim() || this.#text('loadMore'),
    });
  }

  /** Busy only because the 2 s reset is pending (the page is in): no 'Loading…' text then. */
  #awaitingOnlyReset(): boolean {
    return !this.#requests.busy;
  }

  #maybeLoad(): void {
    const ratio = ratioAttribute(this.getAttribute('trigger'), DEFAULT_TRIGGER);
    if (this.#restoring) return;
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
    if (!gate || !url || this.#restoring || !gate.tryStart()) return;
    this.#failed = false;
    this.#heightAtRequest = pageHeight();
    const fetching = this.#requests.latest((signal) => this.#fetchPage(url, signal));
    this.#render(gate.phase);
    const settled = await fetching;
    if (!settled.current || this.#gate !== gate) return;
    const reply = settled.value;
    if (!reply.ok) {
      // spec/marketing.md §8/§9: failures are not shown to users, only logged; the gate frees for a retry.
      logOnce(
        'error',
        `scroller:${reply.error.kind}`,
        'infinite scroll page failed',
        reply.error.message,
      );
      this.#failed = true;
      gate.fail();
      return;
    }
    const { count, items: html, next } = reply.data;
    gate.finish(count);
    if (count === 0) {
      this.#next = '';
      this.#link?.remove();
      return;
    }
    this.#pages += 1;
    this.#next = next;
    if (this.#link && this.#next) this.#link.setAttribute('href', this.#next);
    const items = this.#append(html, reply.data.sanitize);
    this.#appended.push(...html);
    if (this.#status) this.#status.textContent = this.#text('loaded', { count: items.length });
    if (byButton) this.#focusFirst(items[0]);
    this.#lockIfDone();
    this.#noticeHeight();
    this.#render(gate.phase);
    this.#remember();
  }

  /**
   * One next page, sanitized, in either reply mode: JSON `{items:[{html}]}` with the page number
   * advanced here (the default), or `reply="html"`: a fragment carrying its own next link.
   */
  async #fetchPage(
    url: string,
    signal: AbortSignal,
  ): Promise<HttpResult<HtmlPage & { count: number; sanitize: (html: string) => string }>> {
    // DOMPurify loads alongside the request (core/sanitize/html; not with the element).
    const sanitizer = loadSanitizer();
    if (this.getAttribute('reply') === 'html') {
      const reply = await fetchHtmlPage(url, signal, sanitizer);
      if (!reply.ok) return reply;
      const sanitize = await sanitizer; // settled: fetchHtmlPage read the page with it
      return { ok: true, data: { ...reply.data, count: reply.data.items.length, sanitize } };
    }
    const reply = await fetchScrollerPage(url, signal);
    if (!reply.ok) return reply;
    const loaded = await settledSanitizer(sanitizer);
    if (!loaded.ok) return loaded;
    const sanitize = loaded.data;
    const { items } = reply.data;
    return {
      ok: true,
      data: {
        count: items.length,
        items: items.map((item) => sanitize(item.html)).filter(Boolean),
        next: advancePageUrl(url) ?? '',
        sanitize,
      },
    };
  }

  /** Appends sanitized HTML to the list and tells listeners which elements arrived. */
  #append(html: readonly string[], sanitize: (html: string) => string): Element[] {
    const template = document.createElement('template');
    // Sanitized by core/sanitize/html (DOMPurify) just before; the batch goes through it once
    // more so the sink gets one value DOMPurify signed (Trusted Types, core/trusted-types).
    template.innerHTML = trustedHtml(sanitize(html.join(''))) as string;
    const items = [...template.content.children];
    this.#list?.append(template.content);
    if (items.length > 0) {
      this.dispatchEvent(
        new CustomEvent<ScrollerAppendedDetail>('rove-scroller-appended', {
          bubbles: true,
          detail: { items },
        }),
      );
    }
    return items.filter((item) => item.isConnected);
  }

  #focusFirst(item: Element | undefined): void {
    if (!(item instanceof HTMLElement)) return;
    const target = item.matches('a[href]') ? item : item.querySelector<HTMLElement>('a[href]');
    if (target) target.focus();
    else {
      item.tabIndex = -1;
      item.focus();
    }
  }

  /** Back navigation: the remembered pages again, at once, and the scroll position. */
  async #restore(stored: unknown[], pages: number, next: string, scrollY: number): Promise<void> {
    const gate = this.#gate;
    this.#restoring = true;
    try {
      const sanitize = await loadSanitizer();
      if (this.#gate !== gate) return; // removed meanwhile
      const html = stored
        .filter((value): value is string => typeof value === 'string')
        .map((value) => sanitize(value))
        .filter(Boolean);
      if (html.length > 0) {
        this.#appended = html;
        this.#append(html, sanitize);
        this.#pages = Math.min(pages, this.#maxPages);
        this.#next = next ? (sameOriginPath(next) ?? '') : '';
        if (this.#link && this.#next) this.#link.setAttribute('href', this.#next);
        restoreScrollPosition(scrollY);
      }
    } catch (error) {
      // The server's first page stays; the remembered ones are not shown unsanitized.
      logOnce('error', 'scroller:restore', 'remembered pages could not be restored', error);
    } finally {
      this.#restoring = false;
    }
    if (this.#gate === gate) this.#settle();
  }

  #remember(): void {
    if (!this.#gate || this.#restoring) return;
    if (this.#appended.length === 0) return;
    writePageMemory(this.#memoryKey, {
      items: this.#appended,
      pages: this.#pages,
      next: this.#next,
      scrollY: window.scrollY,
    });
  }
}

/** A fresh subclass per definition (tests define the tag more than once under other names). */
export function createScrollerElement(): CustomElementConstructor {
  return class extends RoveScroller {};
}
