import type { ReactNode } from 'react';
import { translate } from '../../core/i18n/translate';
import { getSettings } from '../../core/settings/settings';
import { startLiveInfo } from './live-info/live-info';
import type { CloseReason } from '../shared/overlays/Modal';
import { PlainElement, start, stop } from '../shared/element/plain-element';
import { viewInPlace } from '../shared/element/view-in-place';
import { ConnectedCartFlyout } from './ConnectedCartFlyout';
import headerCss from './header.css?raw';
import { createLoadingState } from './header.loading';
import { createCloseLock } from './header.lock';
import { enhanceMenus, markNewTabLinks, MOBILE_QUERY } from './header.menus';
import { headerMessages } from '../../core/i18n/header';
import { isArabicPath } from './header.paths';
import { observeSticky, WIDE_QUERY } from './header.sticky';

/** The cart link that opens the flyout: inside the server's element marked for it. */
const FLYOUT_TRIGGER = '[data-rove-cart-flyout] a[href]';

/**
 * <rove-header> enhances the server-rendered header it wraps; it never replaces that markup
 * (the search, counters and country elements inside are widgets of their own). It adds: the
 * sticky behaviour on wide screens, disclosure buttons for the menus on phones, new-tab
 * shop-the-look/lookbook links, the cart flyout, live-info refreshes and the global loading
 * bar. `/ar` paths skip the page-level observers (live info, sticky). A PlainElement: only the
 * flyout is React, rendered in place (view-in-place.tsx) the first time it opens.
 */
export class RoveHeaderElement extends PlainElement {
  static override styles = { 'rove-header': headerCss };
  #signal?: AbortSignal;
  #renderFlyout?: (view: ReactNode) => void;
  #flyoutOpen = false;
  #flyoutTrigger: HTMLElement | null = null;
  readonly #lock = createCloseLock();

  /** Opens the cart flyout (also for host scripts: `document.querySelector('rove-header').openCart()`). */
  openCart(trigger: HTMLElement | null = null): void {
    this.#flyoutTrigger = trigger;
    this.#flyoutOpen = true;
    this.#lock.opened();
    this.#showFlyout();
  }

  closeCart(): void {
    this.#flyoutOpen = false;
    this.#showFlyout();
  }

  protected override [start](signal: AbortSignal): void {
    this.#signal = signal;
    const doc = this.ownerDocument;
    const win = doc.defaultView ?? window;
    const { locale } = getSettings();
    // What the signal does not undo by itself, undone when it aborts (the element leaves).
    const undo = (step: () => void) => signal.addEventListener('abort', step);

    undo(enhanceMenus(this, win.matchMedia(MOBILE_QUERY)));
    markNewTabLinks(this);
    this.addEventListener('click', (event) => this.#onClick(event), { signal });

    const loading = createLoadingState(this, translate(headerMessages, 'loading', locale));
    undo(() => loading.stop());

    if (isArabicPath(win.location.pathname)) return;
    undo(observeSticky(this, win.matchMedia(WIDE_QUERY)));
    let endBusy: (() => void) | undefined;
    undo(
      startLiveInfo({
        origin: this,
        onBusy: (busy) => {
          endBusy?.();
          endBusy = busy ? loading.begin() : undefined;
        },
      }),
    );
  }

  protected override [stop](): void {
    this.#signal = undefined;
    this.#renderFlyout = undefined;
    this.#flyoutOpen = false;
  }

  #onClick(event: MouseEvent): void {
    const link = (event.target as Element | null)?.closest?.(FLYOUT_TRIGGER);
    if (!(link instanceof HTMLAnchorElement) || !this.contains(link)) return;
    // A modified click keeps the link's own meaning (a new tab, a new window).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    this.openCart(link);
  }

  #onFlyoutClose = (reason: CloseReason): void => {
    if (!this.#lock.mayClose(reason)) return;
    this.closeCart();
  };

  #showFlyout(): void {
    const signal = this.#signal;
    if (!signal) return;
    if (!this.#renderFlyout) {
      // Its container only once it first opens: most pages never open it.
      const container = this.ownerDocument.createElement('div');
      container.className = 'rove-header__flyout';
      this.append(container);
      this.#renderFlyout = viewInPlace(this, container, signal);
      signal.addEventListener('abort', () => container.remove());
    }
    this.#renderFlyout(
      <ConnectedCartFlyout
        open={this.#flyoutOpen}
        returnFocusTo={this.#flyoutTrigger}
        onClose={this.#onFlyoutClose}
      />,
    );
  }
}

/** The <rove-header> element class (no side effects: define.ts registers it). */
export function createHeaderElement(): CustomElementConstructor {
  return class extends RoveHeaderElement {};
}
