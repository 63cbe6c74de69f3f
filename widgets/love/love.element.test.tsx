// @vitest-environment happy-dom
/**
 * <rove-love> and <rove-love-count> as a host page sees them: attributes in, DOM, ARIA and
 * rove:* events out, calls on the network. Runs under React and again under preact/compat.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appears } from '../shared/testing/appears';
import { setUpElementTests } from '../shared/testing/element-tests';
import { emit } from '../../core/bus';
import { createLoveCountElement } from '../love-count/love-count.element';
import { recordLove } from './love-journal';
import { createLoveElement } from './love.element';
import { resetPageLoveStore } from './page-love-store';
import { serveFetch } from '../../tests/helpers/serve-fetch';
import { printSettings } from '../../tests/helpers/page-settings';

// happy-dom cannot run DOMPurify (see core/sanitize/html.ts); the sanitizer has its own
// Chromium test, so here the server form passes through unchanged.
vi.mock('../../core/sanitize/html', () => ({ sanitizeHtml: (html: string) => html }));

const FORM =
  '<form class="uc-love-form"><h2>Save to your wishlist</h2><label for="e">Email (optional)</label>' +
  '<input type="email" id="e" name="email"><label><input type="checkbox" name="subscribe" value="1"> News</label>' +
  '<button type="submit">Save</button></form>';

interface Call {
  path: string;
  query: Record<string, string>;
}

function serve(handler: (call: Call) => unknown | Promise<unknown>) {
  return serveFetch((request): Call => {
    const url = new URL(request.url);
    return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
  }, handler);
}

function page(settings: object, bodyClass = '') {
  printSettings(settings);
  document.body.className = bodyClass;
  document.body.innerHTML =
    '<header><rove-love-count></rove-love-count></header>' +
    '<article><rove-love nid="12" product-title="Oak Sofa"><button disabled>♡</button></rove-love></article>';
}

const button = () =>
  document.querySelector<HTMLButtonElement>('rove-love button.rove-love__button');
const counter = () => document.querySelector<HTMLAnchorElement>('rove-love-count a');
const waitFor = vi.waitFor;

/**
 * An anonymous visitor on a page showing `count` loves presses the button: the server asks for
 * the optional-email form, and a save answers `cnt`. Answers the calls made.
 */
async function loveAnonymously({ count, cnt }: { count: number; cnt: number }) {
  const calls = serve((call) =>
    call.path.endsWith('ajax_validate') ? { validate: true, html: FORM } : { cnt },
  );
  page({ uc_love: { user: null, count } });
  await waitFor(() => expect(button()).toBeTruthy());
  button()?.click();
  return calls;
}

setUpElementTests({ 'rove-love': createLoveElement, 'rove-love-count': createLoveCountElement });

beforeEach(() => {
  resetPageLoveStore();
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('<rove-love>', () => {
  it('renders an accessible toggle and the counter', async () => {
    serve(() => ({}));
    page({ uc_love: { user: null, count: 2 } });
    await waitFor(() => expect(button()).toBeTruthy());
    expect(button()?.getAttribute('aria-pressed')).toBe('false');
    expect(button()?.getAttribute('aria-label')).toBe('Add Oak Sofa to wishlist');
    await waitFor(() => expect(counter()?.getAttribute('aria-label')).toBe('Wishlist, 2 items'));
    expect(counter()?.getAttribute('href')).toBe('/i-love');
  });

  it('shows a logged-in visitor their loved items as selected and unloves without asking', async () => {
    const calls = serve(() => ({ cnt: 0 }));
    page({ uc_love: { user: { uid: 1, loved: [12] }, count: 1 } }, 'logged-in');
    await waitFor(() => expect(button()?.getAttribute('aria-pressed')).toBe('true'));
    expect(button()?.getAttribute('aria-label')).toBe('Remove Oak Sofa from wishlist');
    const events: CustomEvent[] = [];
    document.addEventListener('rove:love-changed', (event) => events.push(event as CustomEvent), {
      once: true,
    });
    button()?.click();
    await waitFor(() => expect(button()?.getAttribute('aria-pressed')).toBe('false'));
    expect(calls).toEqual([{ path: '/uc_love/ajax', query: { op: 'remove', nid: '12' } }]);
    expect(events[0]?.detail).toEqual({ nid: 12, selected: false, count: 0 });
    await waitFor(() => expect(counter()?.getAttribute('aria-label')).toBe('Wishlist, 0 items'));
  });

  it('asks an anonymous visitor for an optional email, validates it, then saves with it', async () => {
    const calls = await loveAnonymously({ count: 0, cnt: 1 });
    const email = await appears(() =>
      document.querySelector<HTMLInputElement>('dialog input[name="email"]'),
    );
    expect(button()?.getAttribute('aria-pressed')).toBe('false');
    email.value = 'not-an-email';
    email.form?.requestSubmit();
    await waitFor(() =>
      expect(document.querySelector('dialog [role="alert"]')?.textContent).toBe(
        'Please enter a valid email address.',
      ),
    );
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // Described by the message: a screen reader reads it with the field.
    const describedBy = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(describedBy?.textContent).toBe('Please enter a valid email address.');
    expect(calls.filter((call) => call.path === '/uc_love/ajax')).toHaveLength(0);

    email.value = 'ana@example.com';
    (email.form?.elements.namedItem('subscribe') as HTMLInputElement).checked = true;
    email.form?.requestSubmit();
    await waitFor(() => expect(button()?.getAttribute('aria-pressed')).toBe('true'));
    expect(document.querySelector('dialog')).toBeNull();
    expect(calls.at(-1)).toEqual({
      path: '/uc_love/ajax',
      query: { op: 'add', nid: '12', email: 'ana@example.com', subscribe: '1' },
    });
    await waitFor(() => expect(counter()?.getAttribute('aria-label')).toBe('Wishlist, 1 item'));
  });

  it('still records the love anonymously when the dialog is closed without submitting', async () => {
    const calls = await loveAnonymously({ count: 2, cnt: 3 });
    const close = await appears(() =>
      document.querySelector<HTMLButtonElement>('dialog .rove-modal__close'),
    );
    close.click();
    await waitFor(() => expect(button()?.getAttribute('aria-pressed')).toBe('true'));
    expect(calls.at(-1)).toEqual({ path: '/uc_love/ajax', query: { op: 'add', nid: '12' } });
  });

  it('keeps its state and only logs when the call fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => new Response('oops', { status: 500 }));
    page({ uc_love: { user: { uid: 1, loved: [] }, count: 0 } }, 'logged-in');
    await waitFor(() => expect(button()).toBeTruthy());
    button()?.click();
    await waitFor(() => expect(error).toHaveBeenCalled());
    await waitFor(() => expect(button()?.getAttribute('aria-busy')).toBeNull());
    expect(button()?.getAttribute('aria-pressed')).toBe('false');
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^\[rove\] wishlist call failed/);
  });

  it('ignores clicks while a call is in flight (no double love)', async () => {
    let release: (value: unknown) => void = () => undefined;
    const calls = serve(() => new Promise((resolve) => (release = () => resolve({ cnt: 1 }))));
    page({ uc_love: { user: { uid: 1, loved: [] }, count: 0 } }, 'logged-in');
    await waitFor(() => expect(button()).toBeTruthy());
    button()?.click();
    button()?.click();
    button()?.click();
    await waitFor(() => expect(button()?.getAttribute('aria-busy')).toBe('true'));
    release(undefined);
    await waitFor(() => expect(button()?.getAttribute('aria-pressed')).toBe('true'));
    expect(calls).toHaveLength(1);
  });

  it('counts on from the figure the counter shows, once live info has moved it', async () => {
    serve(() => ({ cnt: 8 }));
    page({ uc_love: { user: { uid: 1, loved: [] }, count: 2 } }, 'logged-in');
    await waitFor(() => expect(button()).toBeTruthy());
    // Live info (or a host script) reports loves made in another tab.
    emit('love-changed', { count: 7 });
    await waitFor(() => expect(counter()?.getAttribute('aria-label')).toBe('Wishlist, 7 items'));
    const events: CustomEvent[] = [];
    document.addEventListener('rove:love-changed', (event) => events.push(event as CustomEvent), {
      once: true,
    });
    button()?.click();
    await waitFor(() => expect(counter()?.getAttribute('aria-label')).toBe('Wishlist, 8 items'));
    expect(events[0]?.detail).toEqual({ nid: 12, selected: true, count: 8 });
  });
});

describe('<rove-love> back from the back/forward cache', () => {
  const pageShow = (persisted: boolean) => {
    const event = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(event, 'persisted', { value: persisted });
    window.dispatchEvent(event);
  };

  it('shows the loves the session settled on later pages', async () => {
    serve(() => ({}));
    page({ uc_love: { user: { uid: 1, loved: [] }, count: 0 } }, 'logged-in');
    await waitFor(() => expect(button()?.getAttribute('aria-pressed')).toBe('false'));
    // The shopper went on to the product page and loved it there, then came Back.
    recordLove(12);
    pageShow(false); // a fresh load: this page's own state stands
    expect(button()?.getAttribute('aria-pressed')).toBe('false');
    pageShow(true);
    await waitFor(() => expect(button()?.getAttribute('aria-pressed')).toBe('true'));
    recordLove(99);
    recordLove(-12); // then unloved it on another page
    pageShow(true);
    await waitFor(() => expect(button()?.getAttribute('aria-pressed')).toBe('false'));
  });

  it('does not replay loves settled before the page loaded', async () => {
    serve(() => ({}));
    // Loved earlier in the session, since removed elsewhere: the server's list is newer.
    recordLove(12);
    page({ uc_love: { user: { uid: 1, loved: [] }, count: 0 } }, 'logged-in');
    await waitFor(() => expect(button()?.getAttribute('aria-pressed')).toBe('false'));
    pageShow(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(button()?.getAttribute('aria-pressed')).toBe('false');
  });
});
