// @vitest-environment happy-dom
/**
 * <rove-photo-wall> as a host page sees it: JSON pages in (page number incremented), photos as
 * buttons, the popup with the products, the 10-page maximum, failures only logged. Runs under
 * React and again under preact/compat.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../core/log';
import { resetSettings } from '../../core/settings/settings';
import { BUSY_RESET_MS } from '../shared/paging/infinite-scroll';
import { createPhotoWallElement } from './photo-wall.element';
import { samplePhotoPage } from './sample-photos';
import { serveFetch } from '../../tests/helpers/serve-fetch';
import { printSettings } from '../../tests/helpers/page-settings';
import { mountOnServerPage } from '../shared/testing/element-tests';
import { shownLabel } from '../../tests/helpers/load-more-label';

function serve(handler: (page: number) => unknown) {
  return serveFetch((request) => Number(new URL(request.url).searchParams.get('page')), handler);
}

const byPage = (page: number) => ({ items: samplePhotoPage(page) });

function mount(attributes: Record<string, string> = {}) {
  printSettings({ country: 'US', basePath: '/' });
  const fallback = Object.assign(document.createElement('ul'), {
    className: 'rove-photo-wall__grid community-fallback',
    innerHTML: '<li><a href="/product/x"><img alt="Photo by Server"></a></li>',
  });
  return mountOnServerPage(
    'rove-photo-wall',
    { endpoint: '/community/photos', ...attributes },
    fallback,
  );
}

const photos = () => [...document.querySelectorAll<HTMLButtonElement>('.rove-photo-wall__photo')];
const moreButton = () => document.querySelector<HTMLButtonElement>('.rove-photo-wall__more');
const endText = () => document.querySelector<HTMLElement>('.rove-photo-wall__end');
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.rove-photo-wall__dialog');

/** Lets the stubbed fetch answer and React render (setImmediate is not faked). */
async function settle() {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Under fake timers: lets fetches answer and renders and effects run (preact/compat schedules
 * effects with a short setTimeout), advancing the clock well under the 2 s busy reset.
 */
async function flush() {
  for (let i = 0; i < 4; i += 1) {
    await settle();
    vi.advanceTimersByTime(120);
  }
}

beforeAll(() => {
  customElements.define('rove-photo-wall', createPhotoWallElement());
});

beforeEach(() => {
  resetLogOnce();
  resetSettings();
  sessionStorage.clear();
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(
    () => 2000 + photos().length * 100,
  );
});

afterEach(() => {
  document.body.innerHTML = '';
  // preact/compat runs effects after a setTimeout: none may stay queued on a fake clock.
  if (vi.isFakeTimers()) vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('<rove-photo-wall> pages', () => {
  it('fetches page 1 on mount and shows each photo as a button named by who and where', async () => {
    const pages = serve(byPage);
    mount();
    await vi.waitFor(() => expect(photos()).toHaveLength(4));
    expect(pages).toEqual([1]);
    expect(document.querySelector('.community-fallback')).toBeNull();
    expect(photos()[0]?.querySelector('img')?.getAttribute('alt')).toBe(
      'Photo by James, Toronto, ON',
    );
    expect(photos()[0]?.getAttribute('aria-haspopup')).toBe('dialog');
    expect(shownLabel(moreButton())).toBe('Load more photos');
  });

  it('increments the page number on "Load more" and stops after 10 pages', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pages = serve(byPage);
    mount();
    await flush();
    expect(photos()).toHaveLength(4);
    for (let page = 2; page <= 10; page += 1) {
      vi.advanceTimersByTime(BUSY_RESET_MS);
      await flush();
      moreButton()?.click();
      await flush();
      expect(photos()).toHaveLength(page * 4);
    }
    expect(pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(moreButton()).toBeNull();
    expect(endText()?.textContent).toBe('You have seen all photos.');
    vi.advanceTimersByTime(BUSY_RESET_MS * 2);
    await flush();
    expect(pages).toHaveLength(10);
  });

  it('announces the page and moves focus to its first photo after "Load more"', async () => {
    serve(byPage);
    mount();
    await vi.waitFor(() => expect(photos()).toHaveLength(4));
    await vi.waitFor(() => expect(moreButton()?.getAttribute('aria-disabled')).toBe('false'), {
      timeout: 3000,
    });
    moreButton()?.click();
    await vi.waitFor(() => expect(photos()).toHaveLength(8));
    expect(document.querySelector('[role="status"]')?.textContent).toBe('4 more photos loaded');
    await vi.waitFor(() => expect(document.activeElement).toBe(photos()[4]));
  });

  it('locks when a page has no photos', async () => {
    serve(() => ({ items: [] }));
    mount();
    await vi.waitFor(() => expect(endText()).not.toBeNull());
  });

  it('only logs a failed page and retries on the next press', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    serve((page) => (fail ? new Response('boom', { status: 500 }) : byPage(page)));
    mount();
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(error.mock.calls[0]?.[0]).toBe('[rove] photo wall page failed');
    expect(document.body.textContent).not.toMatch(/fail|error/i);
    fail = false;
    await vi.waitFor(() => expect(moreButton()?.getAttribute('aria-disabled')).toBe('false'));
    moreButton()?.click();
    await vi.waitFor(() => expect(photos()).toHaveLength(4));
  });

  it('drops invalid photos and photos whose image is on another site', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [first, second] = samplePhotoPage(1, 2);
    serve(() => ({
      items: [first, { objectID: 'bad' }, { ...second, image_small: 'https://evil.example/x.svg' }],
    }));
    mount();
    await vi.waitFor(() => expect(photos()).toHaveLength(1));
  });
});

describe('<rove-photo-wall> popup', () => {
  it('opens a labelled dialog with the larger photo and the products as links; Escape closes it and focus returns', async () => {
    serve(byPage);
    mount();
    await vi.waitFor(() => expect(photos()).toHaveLength(4));
    const second = photos()[1] as HTMLButtonElement;
    second.focus();
    second.click();
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    const open = dialog() as HTMLDialogElement;
    const title = document.getElementById(open.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Photo by Ji-woo');
    expect(open.querySelector('.rove-photo-wall__large')?.getAttribute('src')).toBe(
      `${location.origin}/community/photo/cp-0002-medium.svg`,
    );
    expect(open.querySelector('.rove-photo-wall__large')?.getAttribute('alt')).toBe(
      'Photo by Ji-woo, Seoul',
    );
    const links = [...open.querySelectorAll<HTMLAnchorElement>('.rove-photo-wall__product')];
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      [`${location.origin}/product/lucca-sofa`, 'Lucca Sofa'],
    ]);
    open.dispatchEvent(new Event('cancel', { cancelable: true }));
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(document.activeElement).toBe(second);
  });
});
