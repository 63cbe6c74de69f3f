// @vitest-environment happy-dom
/**
 * <rove-videos> as a host page sees it: server cards in; the player, its place (details row on
 * desktop, inline on mobile), ?video=, the scroll and the fallback image out.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../core/log';
import { BUSY_RESET_MS } from '../shared/paging/infinite-scroll';
import type { HlsFactory, HlsPlayerHandlers, PlayerError } from '../shared/media/load-hls';
import { createScrollerElement, type RoveScroller } from '../scroller/scroller.element';
import { createVideosElement, type RoveVideos } from './videos.element';
import { printSettings } from '../../tests/helpers/page-settings';
import { serveFetch } from '../../tests/helpers/serve-fetch';
import { setUpElementTests } from '../shared/testing/element-tests';
// A Korean page's texts, in place as a Korean page has them before any element
// (core/i18n/page-texts.ts): the ko_KR test below reads them; other pages never do.
import '../../core/i18n/ko';

// happy-dom cannot run DOMPurify (core/sanitize/html.ts has its own Chromium test); the
// scroller's pages of cards pass through unchanged here.
vi.mock('../../core/sanitize/html', () => ({ sanitizeHtml: (html: string) => html }));

/** matchMedia whose answers the test sets: the desktop query and reduced motion. */
const media = { desktop: true, reduced: false };
const mediaListeners = new Set<() => void>();
function fakeMatchMedia(query: string) {
  const matches = () => (query.includes('reduce') ? media.reduced : media.desktop);
  return {
    get matches() {
      return matches();
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
  };
}
function setDesktop(desktop: boolean): void {
  media.desktop = desktop;
  for (const listener of [...mediaListeners]) listener();
}

/** A fake hls.js: records what the element asks of it. */
function fakeHls() {
  const players: {
    src: string;
    handlers: HlsPlayerHandlers;
    recoverMediaError: ReturnType<typeof vi.fn>;
    swapAudioCodec: ReturnType<typeof vi.fn>;
    destroy: ReturnType<typeof vi.fn>;
  }[] = [];
  const factory: HlsFactory = {
    isSupported: () => true,
    create(_media, src, handlers) {
      const player = {
        src,
        handlers,
        recoverMediaError: vi.fn(),
        swapAudioCodec: vi.fn(),
        destroy: vi.fn(),
      };
      players.push(player);
      return player;
    },
  };
  const load = vi.fn(() => Promise.resolve(factory));
  return { load, players };
}

setUpElementTests({ 'rove-videos': createVideosElement, 'rove-scroller': createScrollerElement });

let hls: ReturnType<typeof fakeHls>;
beforeEach(() => {
  media.desktop = true;
  media.reduced = false;
  mediaListeners.clear();
  vi.stubGlobal('matchMedia', fakeMatchMedia);
  vi.stubGlobal('MediaSource', class {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  hls = fakeHls();
});

afterEach(() => {
  document.head.replaceChildren();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function cardHtml(id: number): string {
  return `<div class="rove-videos__card" data-video-id="${id}" data-video-src="/media/video/${id}/index.m3u8" data-video-poster="/images/product/${id}.svg" data-video-title="Video ${id}" data-video-description="About video ${id}."><button type="button" class="rove-videos__open"><img class="rove-videos__thumb" src="/images/product/${id}.svg" alt=""><span class="rove-videos__title">Video ${id}</span></button></div>`;
}

function listing(count = 12): RoveVideos {
  const element = document.createElement('rove-videos') as RoveVideos;
  element.loadHls = hls.load;
  const cards = Array.from({ length: count }, (_, i) => cardHtml(101 + i)).join('');
  element.innerHTML = `<div class="rove-videos__grid" data-rove-scroller-items>${cards}</div>`;
  document.body.append(element);
  return element;
}

const grid = (el: Element) => el.querySelector('.rove-videos__grid') as HTMLElement;
const openButton = (el: Element, id: number) =>
  el.querySelector<HTMLButtonElement>(
    `[data-video-id="${id}"] .rove-videos__open`,
  ) as HTMLButtonElement;
const player = (el: Element) => el.querySelector<HTMLElement>('.rove-videos__player');
/** The grid's children as card ids, with 'player' where the details row is. */
const order = (el: Element) =>
  [...grid(el).children].map((child) =>
    child.classList.contains('rove-videos__player')
      ? 'player'
      : Number((child as HTMLElement).dataset['videoId']),
  );
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('<rove-videos> on desktop (3 per row, details row)', () => {
  it('names its player and close button in the page language (ko_KR)', () => {
    printSettings({ country: 'KR', locale: 'ko_KR' });
    const element = listing();
    openButton(element, 105).click();
    const panel = player(element)!;
    expect(panel.getAttribute('aria-label')).toBe('동영상: Video 105');
    expect(panel.querySelector('.rove-videos__close')?.textContent).toBe('동영상 닫기');
  });

  it('opens the player in a details row after the clicked card row', async () => {
    const element = listing();
    const button = openButton(element, 105);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.click();
    expect(order(element)).toEqual([
      101,
      102,
      103,
      104,
      105,
      106,
      'player',
      107,
      108,
      109,
      110,
      111,
      112,
    ]);
    const panel = player(element)!;
    expect(panel.classList.contains('rove-videos__player--row')).toBe(true);
    expect(panel.getAttribute('role')).toBe('region');
    expect(panel.getAttribute('aria-label')).toBe('Video: Video 105');
    expect(panel.querySelector('h2')?.textContent).toBe('Video 105');
    expect(panel.querySelector('p')?.textContent).toBe('About video 105.');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    expect(document.activeElement).toBe(panel);
    expect(element.openVideo).toBe('105');
    await flush();
    expect(hls.load).toHaveBeenCalledTimes(1);
    expect(hls.players[0]?.src).toBe('/media/video/105/index.m3u8');
    expect(panel.querySelector('video')?.muted).toBe(false);
  });

  it('keeps one player open at a time', async () => {
    const element = listing();
    openButton(element, 101).click();
    await flush();
    openButton(element, 108).click();
    expect(element.querySelectorAll('.rove-videos__player')).toHaveLength(1);
    expect(order(element).indexOf('player')).toBe(9);
    expect(openButton(element, 101).getAttribute('aria-expanded')).toBe('false');
    expect(hls.players[0]?.destroy).toHaveBeenCalled();
  });

  it('closes with the close button, Escape or the card again; focus returns to the card', async () => {
    const element = listing();
    const button = openButton(element, 102);
    button.click();
    player(element)!.querySelector<HTMLButtonElement>('.rove-videos__close')!.click();
    expect(player(element)).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    button.click();
    player(element)!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(player(element)).toBeNull();
    expect(document.activeElement).toBe(button);

    button.click();
    button.click();
    expect(player(element)).toBeNull();
  });

  it('puts the details row after the last card of a short last row', () => {
    const element = listing(11);
    openButton(element, 110).click();
    expect(order(element).slice(-3)).toEqual([110, 111, 'player']);
  });

  it('moves the details row when a scroller appends cards to its row', () => {
    const element = listing(11);
    openButton(element, 111).click();
    grid(element).insertAdjacentHTML('beforeend', cardHtml(112) + cardHtml(113));
    grid(element).dispatchEvent(
      new CustomEvent('rove-scroller-appended', { bubbles: true, detail: { items: [] } }),
    );
    expect(order(element).slice(-4)).toEqual([111, 112, 'player', 113]);
    expect(openButton(element, 113).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens appended cards too (event delegation)', () => {
    const element = listing(3);
    grid(element).insertAdjacentHTML('beforeend', cardHtml(200));
    openButton(element, 200).click();
    expect(element.openVideo).toBe('200');
  });
});

describe('<rove-videos> on mobile (2 per row, inline)', () => {
  it('opens the player inline in place of the thumbnail', () => {
    media.desktop = false;
    const element = listing();
    const button = openButton(element, 104);
    button.click();
    const card = element.querySelector('[data-video-id="104"]')!;
    expect(player(element)?.parentElement).toBe(card);
    expect(player(element)?.classList.contains('rove-videos__player--inline')).toBe(true);
    expect(button.hidden).toBe(true);
    player(element)!.querySelector<HTMLButtonElement>('.rove-videos__close')!.click();
    expect(button.hidden).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('moves the player when the layout changes, keeping the same video and focus', () => {
    const element = listing();
    openButton(element, 104).click();
    const video = player(element)!.querySelector('video');
    setDesktop(false);
    expect(player(element)?.parentElement?.dataset['videoId']).toBe('104');
    expect(openButton(element, 104).hidden).toBe(true);
    expect(document.activeElement).toBe(player(element));
    setDesktop(true);
    expect(order(element).indexOf('player')).toBe(6);
    expect(openButton(element, 104).hidden).toBe(false);
    expect(player(element)!.querySelector('video')).toBe(video);
  });
});

describe('?video= (spec/marketing.md §2: opens that video after 1 second)', () => {
  it('opens the video 1 s after the element starts, muted, leaving focus alone', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/videos?video=107');
    const element = listing();
    vi.advanceTimersByTime(999);
    expect(player(element)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(element.openVideo).toBe('107');
    expect(player(element)?.querySelector('video')?.muted).toBe(true);
    expect(document.activeElement).toBe(document.body);
  });

  it('logs an invalid or absent id once and opens nothing', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/videos?video=%3Cb%3E');
    const first = listing();
    vi.advanceTimersByTime(2000);
    expect(player(first)).toBeNull();
    expect(warn).toHaveBeenCalledWith('[rove] ?video=<b> is not a video id; nothing opened');
    first.remove();
    resetLogOnce();
    window.history.replaceState(null, '', '/videos?video=999');
    const second = listing();
    vi.advanceTimersByTime(2000);
    expect(player(second)).toBeNull();
    expect(warn).toHaveBeenLastCalledWith('[rove] ?video=999 is not on this page; nothing opened');
  });

  it('does not open after the element is removed', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/videos?video=101');
    const element = listing();
    element.remove();
    vi.advanceTimersByTime(2000);
    expect(player(element)).toBeNull();
  });
});

describe('the scroll to the opened video (-325 px over 500 ms)', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 1000,
    } as DOMRect);
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 5000,
      configurable: true,
    });
  });

  it('animates to the player top minus 325 px', () => {
    vi.useFakeTimers();
    const element = listing();
    openButton(element, 105).click();
    vi.advanceTimersByTime(600);
    const tops = vi
      .mocked(window.scrollTo)
      .mock.calls.map(([options]) => (options as ScrollToOptions).top);
    expect(tops.length).toBeGreaterThan(5);
    expect(tops.at(-1)).toBe(675);
    expect(tops[0]).toBeLessThan(100);
  });

  it('jumps at once under reduced motion', () => {
    media.reduced = true;
    const element = listing();
    openButton(element, 105).click();
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 675, behavior: 'instant' });
  });
});

describe('stream errors (spec/marketing.md §2)', () => {
  const fatal = (type: string): PlayerError => ({ type, fatal: true, details: 'x' });

  it('a fatal network error hides the video and shows the fallback image', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = listing();
    openButton(element, 103).click();
    await flush();
    hls.players[0]?.handlers.onError(fatal('networkError'));
    expect(player(element)?.querySelector('video')).toBeNull();
    const image = player(element)?.querySelector('img.rove-videos__fallback') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/images/product/103.svg');
    expect(image.alt).toBe('Video 103');
    expect(hls.players[0]?.destroy).toHaveBeenCalled();
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[rove\] video "103" could not play/);
  });

  it('a media error is recovered once, then the fallback image shows', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = listing();
    openButton(element, 103).click();
    await flush();
    const hlsPlayer = hls.players[0]!;
    hlsPlayer.handlers.onError({ type: 'mediaError', fatal: false });
    expect(hlsPlayer.recoverMediaError).not.toHaveBeenCalled();
    hlsPlayer.handlers.onError(fatal('mediaError'));
    expect(hlsPlayer.recoverMediaError).toHaveBeenCalledTimes(1);
    expect(player(element)?.querySelector('video')).not.toBeNull();
    hlsPlayer.handlers.onError(fatal('mediaError'));
    expect(hlsPlayer.recoverMediaError).toHaveBeenCalledTimes(1);
    expect(player(element)?.querySelector('video')).toBeNull();
    expect(player(element)?.querySelector('img.rove-videos__fallback')).not.toBeNull();
  });

  it('falls back when hls.js cannot be loaded and the browser has no HLS', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = listing();
    element.loadHls = () => Promise.reject(new Error('offline'));
    openButton(element, 103).click();
    await flush();
    expect(player(element)?.querySelector('img.rove-videos__fallback')).not.toBeNull();
  });

  it('never throws into the page without cards', () => {
    const element = document.createElement('rove-videos');
    expect(() => document.body.append(element)).not.toThrow();
    expect((element as RoveVideos).open('1')).toBe(false);
  });
});

describe('paging: the listing shows at most 15 pages', () => {
  /** Markup as /videos prints it: one card a page here, the scroller's attributes as given. */
  function pagedListing(scrollerAttributes: string, tag = 'rove-videos'): RoveScroller {
    const box = document.createElement('div');
    box.innerHTML = `<${tag}><rove-scroller ${scrollerAttributes} label="videos">
      <div class="rove-videos__grid" data-rove-scroller-items>${cardHtml(100)}</div>
      <a rel="next" data-rove-scroller-next href="/videos?page=2">More videos</a>
    </rove-scroller></${tag}>`;
    document.body.append(box);
    return box.querySelector('rove-scroller') as RoveScroller;
  }

  /** An endless listing: every page has one card. Returns the pages asked for. */
  function serveEndlessPages(): number[] {
    return serveFetch(
      (request) => Number(new URL(request.url).searchParams.get('page')),
      (page) => ({ items: [{ html: cardHtml(page * 100) }] }),
    );
  }

  /** 'Load more' as often as it takes, letting the 2 s busy reset pass after each page. */
  async function loadAll(scroller: RoveScroller): Promise<void> {
    for (let press = 0; press < 25 && scroller.phase !== 'locked'; press += 1) {
      await scroller.loadMore();
      vi.advanceTimersByTime(BUSY_RESET_MS);
    }
  }

  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);

  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Each appended card makes the page taller (the scroller's busy reset waits for that);
    // the viewport stays at the top, so only the presses load pages.
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(
      () => 10_000 + document.querySelectorAll('.rove-videos__card').length * 500,
    );
  });

  it('a scroller without max-pages pages up to 15 (the first included), then stops', async () => {
    const asked = serveEndlessPages();
    const scroller = pagedListing('');
    await loadAll(scroller);
    expect(scroller.pages).toBe(15);
    expect(asked).toEqual(range(2, 15));
    expect(document.querySelectorAll('.rove-videos__card')).toHaveLength(15);
    expect(scroller.phase).toBe('locked');
    expect(scroller.querySelector('a[data-rove-scroller-next]')).toBeNull();
    expect(scroller.querySelector('.rove-scroller__end')?.textContent).toBe(
      'You have seen all videos.',
    );
  });

  it('holds when the scroller was defined before the listing (chunks arrive in any order)', async () => {
    const asked = serveEndlessPages();
    const scroller = pagedListing('', 'rove-videos-late');
    expect(scroller.phase).toBe('idle'); // started on its own: the listing is not defined yet
    customElements.define('rove-videos-late', createVideosElement());
    await loadAll(scroller);
    expect(scroller.pages).toBe(15);
    expect(asked).toEqual(range(2, 15));
  });

  it.each([3, 18])('an explicit max-pages="%i" on the scroller wins', async (maxPages) => {
    const asked = serveEndlessPages();
    const scroller = pagedListing(`max-pages="${maxPages}"`);
    await loadAll(scroller);
    expect(scroller.pages).toBe(maxPages);
    expect(asked).toEqual(range(2, maxPages));
    expect(scroller.getAttribute('max-pages')).toBe(String(maxPages));
  });
});
