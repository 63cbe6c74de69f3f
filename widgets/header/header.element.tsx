import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { adoptStyles } from '../../core/adopt-styles';
import { translate } from '../../core/i18n/translate';
import { logOnce } from '../../core/log';
import { getSettings } from '../../core/settings/settings';
import { startLiveInfo } from '../live-info/live-info';
import { ErrorBoundary } from '../shared/ErrorBoundary';
import type { CloseReason } from '../shared/Modal';
import { ConnectedCartFlyout } from './ConnectedCartFlyout';
import headerCss from './header.css?raw';
import { createLoadingState, type LoadingState } from './header.loading';
import { createCloseLock } from './header.lock';
import { enhanceMenus, markNewTabLinks, MOBILE_QUERY } from './header.menus';
import { headerMessages } from './header-text';
import { isArabicPath } from './header.paths';
import { observeSticky, WIDE_QUERY } from './header.sticky';

/** The cart link that opens the flyout: inside the server's element marked for it. */
const FLYOUT_TRIGGER = '[data-rove-cart-flyout] a[href]';

/**
 * <rove-header> enhances the server-rendered header it wraps; it never replaces that markup
 * (the search, counters and country elements inside are widgets of their own). It adds: the
 * sticky behaviour on wide screens, disclosure buttons for the menus on phones, new-tab
 * shop-the-look/lookbook links, the cart flyout, live-info refreshes and the global loading
 * bar. `/ar` paths skip the page-level observers (live info, sticky). A plain element rather
 * than createRoveElement: only the flyout is React, in a root of its own.
 */
export class RoveHeaderElement extends HTMLElement {
  private cleanup: (() => void)[] = [];
  private flyoutRoot?: Root;
  private flyoutOpen = false;
  private flyoutTrigger: HTMLElement | null = null;
  private readonly lock = createCloseLock();
  private loading?: LoadingState;

  connectedCallback(): void {
    try {
      this.enhance();
    } catch (error) {
      // Never throw into the host page: the server header keeps working as it is.
      logOnce(
        'error',
        'boundary:rove-header',
        '<rove-header> failed and shows its fallback',
        error,
      );
    }
  }

  disconnectedCallback(): void {
    for (const step of this.cleanup.splice(0)) step();
    this.flyoutRoot?.unmount();
    this.flyoutRoot = undefined;
    this.flyoutOpen = false;
  }

  /** Opens the cart flyout (also for host scripts: `document.querySelector('rove-header').openCart()`). */
  openCart(trigger: HTMLElement | null = null): void {
    this.flyoutTrigger = trigger;
    this.flyoutOpen = true;
    this.lock.opened();
    this.renderFlyout();
  }

  closeCart(): void {
    this.flyoutOpen = false;
    this.renderFlyout();
  }

  private enhance(): void {
    const doc = this.ownerDocument;
    const win = doc.defaultView ?? window;
    const { locale } = getSettings();
    adoptStyles('rove-header', headerCss, doc);

    this.cleanup.push(enhanceMenus(this, win.matchMedia(MOBILE_QUERY)));
    markNewTabLinks(this);

    const onClick = (event: MouseEvent) => this.onClick(event);
    this.addEventListener('click', onClick);
    this.cleanup.push(() => this.removeEventListener('click', onClick));

    const loading = createLoadingState(this, translate(headerMessages, 'loading', locale));
    this.loading = loading;
    this.cleanup.push(() => loading.stop());

    if (isArabicPath(win.location.pathname)) return;
    this.cleanup.push(observeSticky(this, win.matchMedia(WIDE_QUERY)));
    let endBusy: (() => void) | undefined;
    this.cleanup.push(
      startLiveInfo({
        origin: this,
        onBusy: (busy) => {
          endBusy?.();
          endBusy = busy ? this.loading?.begin() : undefined;
        },
      }),
    );
  }

  private onClick(event: MouseEvent): void {
    const link = (event.target as Element | null)?.closest?.(FLYOUT_TRIGGER);
    if (!(link instanceof HTMLAnchorElement) || !this.contains(link)) return;
    // A modified click keeps the link's own meaning (a new tab, a new window).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    this.openCart(link);
  }

  private onFlyoutClose = (reason: CloseReason): void => {
    if (!this.lock.mayClose(reason)) return;
    this.closeCart();
  };

  private renderFlyout(): void {
    if (!this.isConnected) return;
    if (!this.flyoutRoot) {
      const container = this.ownerDocument.createElement('div');
      container.className = 'rove-header__flyout';
      this.append(container);
      this.flyoutRoot = createRoot(container);
    }
    this.flyoutRoot.render(
      createElement(
        ErrorBoundary,
        { tag: 'rove-header' },
        createElement(ConnectedCartFlyout, {
          open: this.flyoutOpen,
          returnFocusTo: this.flyoutTrigger,
          onClose: this.onFlyoutClose,
        }),
      ),
    );
  }
}

/** The <rove-header> element class (no side effects: define.ts registers it). */
export function createHeaderElement(): CustomElementConstructor {
  return class extends RoveHeaderElement {};
}
