// @vitest-environment happy-dom
/**
 * <rove-host-listing> as a host page sees it: the server's results taken over from the data
 * script, filters and page links fetched as JSON (Accept: application/json) without a reload and
 * kept in the URL, the host popup that swaps to the full home after 1 s, the photo popup,
 * failures only logged with the cards kept.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHostListingElement } from './host-listing.element';
import type { HostPage } from './host-listing.logic';
import { serveFetch } from '../../tests/helpers/serve-fetch';
import { printSettings } from '../../tests/helpers/page-settings';
import { setUpElementTests } from '../shared/testing/element-tests';

const host = (id: string, city = 'Seoul') => ({
  id,
  fname: `F${id}`,
  lname: 'Kim',
  url: `/host-connect/${id}`,
  imgCount: 2,
  photos: [
    { small: `/p/${id}-1-small.svg`, medium: `/p/${id}-1-medium.svg` },
    { small: `/p/${id}-2-small.svg`, medium: `/p/${id}-2-medium.svg` },
  ],
  city,
  style: 'Modern',
  room: 'Bedroom',
  products: [{ name: 'Oak Table', image: '', option: 'Walnut' }, 'Sven Sofa - Tan'],
});
const first: HostPage = { hosts: [host('h001'), host('h002')], page: 1, pages: 2, total: 3 };

function serve(handler: (url: URL) => unknown) {
  return serveFetch(
    (request) => request,
    (request) => handler(new URL(request.url)),
  );
}

function mount() {
  printSettings({ country: 'US', basePath: '/' });
  const element = document.createElement('rove-host-listing');
  element.innerHTML = `
    <form class="rove-host-listing__filters" method="get" action="/host-connect">
      <select name="city"><option value="">All cities</option><option>Seoul</option><option>London</option></select>
      <button type="submit">Apply filters</button>
    </form>
    <div class="rove-host-listing__results"><p class="rove-host-listing__count">3 hosts</p><ul class="rove-host-listing__grid"><li class="rove-host-card">server card</li></ul></div>
    <script type="application/json" class="rove-host-listing__data">${JSON.stringify(first)}</script>`;
  document.body.replaceChildren(element);
  return element;
}

async function settle() {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setImmediate(resolve));
}
async function flush(ms = 0) {
  await settle();
  vi.advanceTimersByTime(ms);
  await settle();
}

const names = () =>
  [...document.querySelectorAll('.rove-host-card__name')].map((n) => n.textContent);
const select = () => document.querySelector('select') as HTMLSelectElement;

setUpElementTests({ 'rove-host-listing': createHostListingElement });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  history.replaceState(null, '', '/host-connect');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<rove-host-listing>', () => {
  it('renders the server page from its data', async () => {
    serve(() => first);
    mount();
    await flush();
    expect(names()).toEqual(['Fh001 Kim', 'Fh002 Kim']);
    expect(document.querySelector('.rove-host-listing__count')?.textContent).toBe('3 hosts');
    expect(document.querySelectorAll('.rove-host-listing__pager a')).toHaveLength(3);
  });

  it('fetches a filter change as JSON and keeps it in the URL', async () => {
    const requests = serve(() => ({
      hosts: [host('h009', 'London')],
      page: 1,
      pages: 1,
      total: 1,
    }));
    mount();
    await flush();
    select().value = 'London';
    select().dispatchEvent(new Event('change', { bubbles: true }));
    await flush();
    const request = requests[0] as Request;
    expect(new URL(request.url).search).toBe('?city=London');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(location.search).toBe('?city=London');
    expect(names()).toEqual(['Fh009 Kim']);
    expect(document.querySelector('.rove-host-listing__count')?.textContent).toBe('1 host');
  });

  it('follows a page link without a reload and moves focus to the results', async () => {
    const requests = serve(() => ({ hosts: [host('h003')], page: 2, pages: 2, total: 3 }));
    mount();
    await flush();
    const next = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Next');
    next?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    await flush(50);
    expect(new URL((requests[0] as Request).url).searchParams.get('page')).toBe('2');
    expect(location.search).toBe('?page=2');
    expect(names()).toEqual(['Fh003 Kim']);
    expect(document.activeElement?.className).toBe('rove-host-listing__count');
  });

  it('restores the filters on Back', async () => {
    serve((url) => ({
      hosts: [host(url.searchParams.get('city') === 'Seoul' ? 'h004' : 'h001')],
      page: 1,
      pages: 1,
      total: 1,
    }));
    mount();
    await flush();
    history.pushState(null, '', '/host-connect?city=Seoul');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await flush();
    expect(select().value).toBe('Seoul');
    expect(names()).toEqual(['Fh004 Kim']);
  });

  it('keeps the cards and logs once when a request fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(() => new Response('nope', { status: 500 }));
    mount();
    await flush();
    select().value = 'London';
    select().dispatchEvent(new Event('change', { bubbles: true }));
    await flush();
    expect(names()).toEqual(['Fh001 Kim', 'Fh002 Kim']);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^\[rove\]/);
  });

  it('opens the host popup on a summary and swaps to the full home after 1 s', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve(() => first);
    mount();
    await flush();
    document.querySelector<HTMLButtonElement>('.rove-host-card__open')?.click();
    await flush();
    const dialog = document.querySelector('dialog.rove-host-popup');
    expect(dialog?.querySelector('.rove-host-popup__summary')).not.toBeNull();
    expect(dialog?.querySelector('.rove-host-popup__photos')).toBeNull();
    await flush(999);
    expect(document.querySelector('.rove-host-popup__photos')).toBeNull();
    await flush(1);
    expect(document.querySelectorAll('.rove-host-popup__photo')).toHaveLength(2);
    // No search settings here: the products show their name and option only.
    const products = [...document.querySelectorAll('.rove-host-product')].map((p) => p.textContent);
    expect(products).toEqual(['Oak TableWalnut', 'Sven SofaTan']);
    expect(document.querySelector('.rove-host-popup [aria-live]')?.textContent).toContain(
      '2 photos and 2 products',
    );
  });

  it('opens the user-photo popup from a card', async () => {
    serve(() => first);
    mount();
    await flush();
    document.querySelector<HTMLButtonElement>('.rove-host-card__photo')?.click();
    await flush();
    const image = document.querySelector<HTMLImageElement>('dialog.rove-host-photo img');
    expect(image?.getAttribute('src')).toBe('http://localhost:3000/p/h001-1-medium.svg');
    expect(image?.alt).toBe('Fh001’s bedroom in Seoul');
    expect(document.querySelector('.rove-host-photo__caption')?.textContent).toBe('Fh001 Kim');
  });

  it('leaves the server markup alone when the data is invalid', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve(() => first);
    const element = mount();
    element.querySelector('script')!.textContent = '{"hosts":"nope"}';
    document.body.replaceChildren(element);
    await flush();
    expect(document.querySelector('.rove-host-card')?.textContent).toBe('server card');
  });
});
