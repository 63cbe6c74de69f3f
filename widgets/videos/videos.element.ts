import { translator } from '../../core/i18n/translate';
import { getSettings } from '../../core/settings/settings';
import { logOnce } from '../../core/log';
import type { HlsFactory } from '../shared/media/load-hls';
import { PlainElement, start, stop } from '../shared/element/plain-element';
import { startPlayback } from '../shared/media/video-player';
import { videosMessages } from '../../core/i18n/videos';
import videosCss from './videos.css?raw';
import {
  AUTO_OPEN_DELAY_MS,
  DESKTOP_QUERY,
  MEDIA_RECOVERIES,
  SCROLL_DURATION_MS,
  VIDEOS_MAX_PAGES,
  columnsFor,
  placementFor,
  readCard,
  rowEndIndex,
  scrollAt,
  scrollTarget,
  videoParam,
  type VideoCard,
} from './videos.logic';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const CARD = '.rove-videos__card';
const OPEN_BUTTON = '.rove-videos__open';

/** The one player open at a time, and what it belongs to. */
interface OpenVideo {
  card: HTMLElement;
  button: HTMLButtonElement;
  data: VideoCard;
  panel: HTMLElement;
  stop: () => void;
}

let panelCount = 0;

function mediaMatches(query: string): boolean {
  return typeof matchMedia === 'function' && matchMedia(query).matches;
}

function create<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.className = className;
  return element;
}

/**
 * `<rove-videos>`: the videos listing (spec/marketing.md §2, see README.md). Enhances server-rendered
 * cards in place, including those a `<rove-scroller>` appends later (one delegated listener).
 * Plain DOM rather than a React view: the cards are the server's markup and stay as they are;
 * the element only opens, places and closes the one player.
 */
export class RoveVideos extends PlainElement {
  static override styles = { 'rove-videos': videosCss };

  /** How hls.js is obtained; stories and tests may swap it before the first play. */
  loadHls: (() => Promise<HlsFactory>) | undefined;

  #open: OpenVideo | null = null;
  #desktop = false;
  #autoOpenTimer: ReturnType<typeof setTimeout> | undefined;
  #autoOpenDone = false;
  #scrollFrame = 0;

  /** The id of the open video, or null. */
  get openVideo(): string | null {
    return this.#open?.data.id ?? null;
  }

  protected override [stop](): void {
    clearTimeout(this.#autoOpenTimer);
    this.#cancelScroll();
    this.close({ returnFocus: false });
  }

  /**
   * Opens the video with this id (a card on the page); false when there is none.
   * `auto`: opened by ?video=, so muted (no gesture) and focus stays where it is.
   */
  open(id: string, options: { auto?: boolean } = {}): boolean {
    const card = this.#cards().find((element) => element.dataset['videoId'] === id);
    const button = card?.querySelector<HTMLButtonElement>(OPEN_BUTTON);
    const data = card ? readCard(card.dataset) : null;
    if (!card || !button || !data) return false;
    if (this.#open?.card === card) return true;
    this.close({ returnFocus: false });

    const panel = this.#buildPanel(data);
    const video = panel.querySelector('video') as HTMLVideoElement;
    const open: OpenVideo = { card, button, data, panel, stop: () => undefined };
    this.#open = open;
    button.setAttribute('aria-expanded', 'true');
    button.setAttribute('aria-controls', panel.id);
    card.classList.add('rove-videos__card--open');
    this.#place();
    open.stop = startPlayback(video, data.src, {
      muted: options.auto === true,
      maxRecoveries: MEDIA_RECOVERIES,
      ...(this.loadHls ? { load: this.loadHls } : {}),
      onFail: (reason) => this.#fallBack(open, reason),
    });
    if (!options.auto) panel.focus({ preventScroll: true });
    this.#scrollTo(panel);
    this.dispatchEvent(
      new CustomEvent('rove:video-open', { bubbles: true, composed: true, detail: { id } }),
    );
    return true;
  }

  /** Closes the open player (if any); focus goes back to its card's button unless told not to. */
  close(options: { returnFocus?: boolean } = {}): void {
    const open = this.#open;
    if (!open) return;
    this.#open = null;
    open.stop();
    open.panel.remove();
    open.button.hidden = false;
    open.button.setAttribute('aria-expanded', 'false');
    open.button.removeAttribute('aria-controls');
    open.card.classList.remove('rove-videos__card--open');
    if (options.returnFocus !== false) open.button.focus();
    this.dispatchEvent(
      new CustomEvent('rove:video-close', {
        bubbles: true,
        composed: true,
        detail: { id: open.data.id },
      }),
    );
  }

  protected override [start](signal: AbortSignal): void {
    // The listing's page limit is its own, not the generic scroller's 5: it reaches the scroller
    // inside unless the page wrote one there (an explicit max-pages wins). As an attribute, as
    // the reviews wall gives its scroller its 7: the scroller reads it after every page, so it
    // holds also when the scroller's chunk arrived first.
    const scroller = this.querySelector('rove-scroller');
    if (scroller && !scroller.hasAttribute('max-pages'))
      scroller.setAttribute('max-pages', String(VIDEOS_MAX_PAGES));
    this.classList.add('rove-videos--ready');
    for (const button of this.querySelectorAll<HTMLButtonElement>(OPEN_BUTTON)) {
      button.setAttribute('aria-expanded', 'false');
    }
    this.addEventListener('click', (event) => this.#onClick(event), { signal });
    this.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape' || !this.#open) return;
        if (!this.#open.panel.contains(event.target as Node)) return;
        event.preventDefault();
        this.close();
      },
      { signal },
    );
    // Cards a <rove-scroller> appended: they get aria-expanded, and a short last row that
    // grew moves the details row after its new end.
    this.addEventListener(
      'rove-scroller-appended',
      () => {
        for (const button of this.querySelectorAll<HTMLButtonElement>(OPEN_BUTTON)) {
          if (!button.hasAttribute('aria-expanded')) button.setAttribute('aria-expanded', 'false');
        }
        this.#place();
      },
      { signal },
    );
    this.#watchLayout(signal);
    this.#scheduleAutoOpen();
  }

  #onClick(event: Event): void {
    const target = event.target as Element | null;
    if (target?.closest('.rove-videos__close')) {
      this.close();
      return;
    }
    const button = target?.closest<HTMLButtonElement>(OPEN_BUTTON);
    const card = button?.closest<HTMLElement>(CARD);
    if (!button || !card || !this.contains(card)) return;
    // The open card's button is a disclosure: pressing it again closes the player.
    if (this.#open?.card === card) {
      this.close();
      return;
    }
    const id = card.dataset['videoId'] ?? '';
    if (!this.open(id)) logOnce('warn', `videos-card:${id}`, `video card "${id}" has no stream`);
  }

  /** spec/shell.md §9: 768 px and up is desktop; the player moves when the layout changes. */
  #watchLayout(signal: AbortSignal): void {
    this.#desktop = mediaMatches(DESKTOP_QUERY);
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(DESKTOP_QUERY);
    list.addEventListener(
      'change',
      () => {
        this.#desktop = list.matches;
        this.#place();
      },
      { signal },
    );
  }

  #scheduleAutoOpen(): void {
    if (this.#autoOpenDone) return;
    const param = videoParam(window.location.search);
    if (param.kind === 'none') return;
    this.#autoOpenDone = true;
    if (param.kind === 'invalid') {
      logOnce('warn', 'videos-param', `?video=${param.value} is not a video id; nothing opened`);
      return;
    }
    // spec/marketing.md §2: the video opens 1 second after the listing starts.
    this.#autoOpenTimer = setTimeout(() => {
      if (!this.open(param.id, { auto: true })) {
        logOnce('warn', 'videos-param', `?video=${param.id} is not on this page; nothing opened`);
      }
    }, AUTO_OPEN_DELAY_MS);
  }

  #cards(): HTMLElement[] {
    return [...this.querySelectorAll<HTMLElement>(CARD)];
  }

  /**
   * Puts the open player where the layout wants it: after the last card of its row (desktop)
   * or in the card itself, in place of the thumbnail (mobile). Moving keeps the same <video>,
   * so playback goes on; focus inside it is restored.
   */
  #place(): void {
    const open = this.#open;
    if (!open) return;
    const { card, button, panel } = open;
    const hadFocus = panel.contains(document.activeElement);
    const placement = placementFor(this.#desktop);
    panel.classList.toggle('rove-videos__player--row', placement === 'details-row');
    panel.classList.toggle('rove-videos__player--inline', placement === 'inline');
    if (placement === 'inline') {
      button.hidden = true;
      if (panel.parentElement !== card) card.append(panel);
    } else {
      button.hidden = false;
      const row = [...(card.parentElement?.children ?? [])].filter(
        (element): element is HTMLElement =>
          element instanceof HTMLElement && element.matches(CARD),
      );
      const end = row[rowEndIndex(row.indexOf(card), row.length, columnsFor(true))] ?? card;
      if (end.nextElementSibling !== panel) end.after(panel);
    }
    if (hadFocus && !panel.contains(document.activeElement)) panel.focus({ preventScroll: true });
  }

  #buildPanel(data: VideoCard): HTMLElement {
    const id = `rove-videos-player-${++panelCount}`;
    const t = translator(videosMessages, getSettings().locale);
    const panel = create('div', 'rove-videos__player');
    panel.id = id;
    panel.tabIndex = -1;
    panel.setAttribute('role', 'region');
    panel.setAttribute('aria-label', t('player', { title: data.title }));

    const media = create('div', 'rove-videos__media');
    const video = create('video', 'rove-videos__video');
    video.controls = true;
    video.playsInline = true;
    if (data.poster) video.poster = data.poster;
    media.append(video);

    const text = create('div', 'rove-videos__text');
    const heading = create('h2', 'rove-videos__heading');
    heading.textContent = data.title;
    text.append(heading);
    if (data.description) {
      const description = create('p', 'rove-videos__description');
      description.textContent = data.description;
      text.append(description);
    }

    const close = create('button', 'rove-button rove-videos__close');
    close.type = 'button';
    close.textContent = t('close');
    panel.append(media, text, close);
    return panel;
  }

  /** spec/marketing.md §2: on a fatal error the video is hidden and the fallback image is shown. */
  #fallBack(open: OpenVideo, reason: string): void {
    logOnce(
      'warn',
      `videos:${open.data.id}`,
      `video "${open.data.id}" could not play (${reason}); the fallback image is shown`,
    );
    const video = open.panel.querySelector('video');
    if (!video) return;
    if (!open.data.poster) {
      video.remove();
      return;
    }
    const image = create('img', 'rove-videos__fallback');
    image.src = open.data.poster;
    image.alt = open.data.title;
    // Swapped out rather than hidden: a host's unlayered `video { display: block }` would beat
    // a layered [hidden] rule.
    video.replaceWith(image);
  }

  /** spec/marketing.md §2: to the opened video, offset -325 px, over 500 ms (at once: reduced motion). */
  #scrollTo(panel: HTMLElement): void {
    this.#cancelScroll();
    const root = document.documentElement;
    const from = window.scrollY;
    const max = root.scrollHeight - window.innerHeight;
    const to = scrollTarget(panel.getBoundingClientRect().top, from, max);
    const jump = (top: number) => window.scrollTo({ top, behavior: 'instant' });
    if (to === from) return;
    if (mediaMatches(REDUCED_MOTION) || typeof requestAnimationFrame !== 'function') {
      jump(to);
      return;
    }
    let start: number | undefined;
    const step = (now: number) => {
      start ??= now;
      const elapsed = now - start;
      jump(scrollAt(from, to, elapsed, SCROLL_DURATION_MS));
      this.#scrollFrame = elapsed < SCROLL_DURATION_MS ? requestAnimationFrame(step) : 0;
    };
    this.#scrollFrame = requestAnimationFrame(step);
  }

  #cancelScroll(): void {
    if (this.#scrollFrame && typeof cancelAnimationFrame === 'function') {
      cancelAnimationFrame(this.#scrollFrame);
    }
    this.#scrollFrame = 0;
  }
}

/** The <rove-videos> element class (no side effects: define.ts registers it). */
export function createVideosElement(): CustomElementConstructor {
  return class extends RoveVideos {};
}
