import { translator } from '../../core/i18n/translate';
import { logOnce } from '../../core/log';
import { getSettings } from '../../core/settings/settings';
import { arTourMessages } from '../../core/i18n/ar-tour';
import { announceOverlay, overlayOwner } from '../../core/overlays';
import { localStore } from '../../core/storage/key-value';
import arTourCss from './ar-tour.css?raw';
import {
  hasSeenTour,
  nextTip,
  previousTip,
  rememberTourSeen,
  tipControls,
  tourIdFrom,
} from './ar-tour.logic';
import { wrapTab } from '../shared/overlays/dialog-tab-wrap';
import { PlainElement, start, stop } from '../shared/element/plain-element';

let lastId = 0;

function button(className: string, text: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `rove-button rove-ar-tour__button ${className}`;
  element.textContent = text;
  return element;
}

/**
 * `<rove-ar-tour>`: the 3D/AR planner's guided tour (see README.md). The tips are the server's
 * list; the element moves it into a native modal <dialog> that shows one tip at a time, opens by
 * itself until the tour has been closed once, and leaves a button to see the tips again. Plain
 * DOM: the tips are CMS content that must stay as written.
 */
export class RoveArTour extends PlainElement {
  static override styles = { 'rove-ar-tour': arTourCss };
  // Set before the definition arrived: shown once the tips are known.
  static override earlyProperties = ['tip'];

  #list: HTMLOListElement | HTMLUListElement | null = null;
  #tips: HTMLElement[] = [];
  #dialog: HTMLDialogElement | null = null;
  #launcher: HTMLButtonElement | null = null;
  #position: HTMLElement | null = null;
  // Its words in the page's language (the settings' locale).
  readonly #text = translator(arTourMessages, getSettings().locale);
  #previous: HTMLButtonElement | null = null;
  #next: HTMLButtonElement | null = null;
  #current = 0;
  #owner = overlayOwner('ar-tour');
  /** A tip asked for before the tips were known: shown when they are, at the next start. */
  #pendingTip: number | string | undefined;

  /** The tip shown now (0-based). */
  get tip(): number {
    return this.#current;
  }

  set tip(value: number | string) {
    if (this.#tips.length === 0) this.#pendingTip = value;
    else if (Number.isInteger(Number(value))) this.#show(Number(value));
  }

  get tourId(): string {
    return tourIdFrom(this.getAttribute('tour-id'));
  }

  /** Opens the tour at its first tip. */
  open(): void {
    const dialog = this.#dialog;
    if (!dialog || dialog.open) return;
    this.#show(0);
    // In the page only while open: a closed tour leaves nothing but its launch button.
    this.append(dialog);
    try {
      dialog.showModal();
    } catch {
      dialog.setAttribute('open', '');
    }
    announceOverlay(this.#owner, true);
    this.#next?.focus();
  }

  /** Closes the tour and remembers it as seen. */
  close(): void {
    if (this.#dialog?.open) this.#dialog.close();
  }

  protected override [start](signal: AbortSignal): void {
    const tip = this.#pendingTip;
    this.#pendingTip = undefined;
    const list = this.querySelector<HTMLOListElement | HTMLUListElement>(
      ':scope > ol, :scope > ul',
    );
    const tips = list ? [...list.children].filter((item) => item instanceof HTMLLIElement) : [];
    if (!list || tips.length === 0) {
      logOnce('warn', 'ar-tour-empty', 'rove-ar-tour has no tips (an <ol> of <li> expected)');
      return;
    }
    this.#list = list;
    this.#tips = tips as HTMLElement[];
    const id = `rove-ar-tour-${(lastId += 1)}`;
    const t = this.#text;

    const dialog = document.createElement('dialog');
    dialog.className = 'rove-ar-tour__dialog rove-dialog-surface';
    dialog.setAttribute('aria-labelledby', `${id}-title`);
    const head = document.createElement('div');
    head.className = 'rove-ar-tour__head';
    const title = document.createElement('h2');
    title.id = `${id}-title`;
    title.className = 'rove-ar-tour__title';
    title.textContent = this.getAttribute('label') || t('title');
    const closeButton = button('rove-ar-tour__close', '×');
    closeButton.setAttribute('aria-label', t('close'));
    head.append(title, closeButton);
    const position = document.createElement('p');
    position.className = 'rove-ar-tour__position';
    position.setAttribute('aria-live', 'polite');
    const nav = document.createElement('div');
    nav.className = 'rove-ar-tour__nav';
    const previous = button('rove-ar-tour__previous', t('previous'));
    const next = button('rove-ar-tour__next', t('next'));
    nav.append(previous, next);
    list.classList.add('rove-ar-tour__tips');
    dialog.append(head, position, list, nav);

    const launcher = button(
      'rove-ar-tour__launch',
      this.getAttribute('launch-label') || t('launch'),
    );
    launcher.setAttribute('aria-haspopup', 'dialog');
    this.append(launcher);
    this.#dialog = dialog;
    this.#launcher = launcher;
    this.#position = position;
    this.#previous = previous;
    this.#next = next;

    const onLaunch = () => this.open();
    const onClose = () => this.close();
    const onPrevious = () => {
      if (previous.getAttribute('aria-disabled') !== 'true') this.#show(previousTip(this.#current));
    };
    const onNext = () => {
      if (tipControls(this.#current, this.#tips.length).done) this.close();
      else this.#show(nextTip(this.#current, this.#tips.length));
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onNext();
      else if (event.key === 'ArrowLeft') onPrevious();
      else wrapTab(event, dialog);
    };
    // A click on the backdrop lands on the dialog itself (its content box covers the rest).
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) this.close();
    };
    const onClosed = () => {
      announceOverlay(this.#owner, false);
      rememberTourSeen(localStore(), this.tourId);
      dialog.remove();
      if (launcher.isConnected) launcher.focus();
    };
    // Aborted before [stop] closes the dialog: a removal does not count as the tour seen.
    const options = { signal };
    launcher.addEventListener('click', onLaunch, options);
    closeButton.addEventListener('click', onClose, options);
    previous.addEventListener('click', onPrevious, options);
    next.addEventListener('click', onNext, options);
    dialog.addEventListener('keydown', onKey, options);
    dialog.addEventListener('click', onBackdrop, options);
    dialog.addEventListener('close', onClosed, options);

    this.classList.add('rove-ar-tour--ready');
    this.#show(0);
    if (!hasSeenTour(localStore(), this.tourId)) this.open();
    if (tip !== undefined) this.tip = tip;
  }

  #show(index: number): void {
    const count = this.#tips.length;
    this.#current = Math.min(Math.max(index, 0), count - 1);
    this.#tips.forEach((tip, at) => {
      tip.hidden = at !== this.#current;
    });
    const controls = tipControls(this.#current, count);
    if (this.#position) {
      this.#position.textContent = this.#text('position', { number: this.#current + 1, count });
    }
    // aria-disabled rather than disabled: a focused button that became disabled would drop
    // focus to the page behind the dialog.
    this.#previous?.setAttribute('aria-disabled', String(!controls.previous));
    if (this.#next) this.#next.textContent = this.#text(controls.done ? 'done' : 'next');
  }

  /** Puts the server's list back where it was and removes what the element added. */
  protected override [stop](): void {
    if (this.#dialog?.open) this.#dialog.close();
    announceOverlay(this.#owner, false);
    if (this.#list) {
      this.#list.classList.remove('rove-ar-tour__tips');
      for (const tip of this.#tips) tip.hidden = false;
      this.prepend(this.#list);
    }
    this.#launcher?.remove();
    this.#dialog?.remove();
    this.classList.remove('rove-ar-tour--ready');
    this.#list = this.#dialog = this.#launcher = this.#position = null;
    this.#previous = this.#next = null;
    this.#tips = [];
  }
}

/** The <rove-ar-tour> element class (no side effects: define.ts registers it). */
export function createArTourElement(): CustomElementConstructor {
  return class extends RoveArTour {};
}
