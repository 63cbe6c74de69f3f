// @vitest-environment happy-dom
/**
 * Issue 9, storage: under each way a browser refuses storage (cookies disabled, storage access
 * throwing SecurityError, Safari private mode, quota exceeded mid-page, storage revoked
 * mid-page) the SDK's stores never throw and read back, within the page, what they wrote —
 * the in-memory fallback — and the specification's cookie message shows exactly when cookies are off.
 *
 * Modules are imported afresh per mode: localStore()/sessionStore() decide once per page.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markdownTable, STORAGE_HEADER, writeQualityPart } from '../helpers/quality-report';
import { QUOTA_CHARS, STORAGE_FAILURE_MODES, type StorageFailureMode } from './storage-modes';

const COOKIE_MESSAGE =
  'Your browser currently is not set to accept Cookies. Please turn it on or check if you have another program set to block cookies.';

let undo: (() => void) | undefined;

function clearStorage() {
  localStorage.clear();
  sessionStorage.clear();
}

beforeEach(() => {
  clearStorage();
  vi.resetModules();
});

afterEach(() => {
  undo?.();
  undo = undefined;
  clearStorage();
  document.body.innerHTML = '';
});

/** What each store did under each mode, for the quality fragment. */
const outcomes = new Map<string, Map<string, string>>();
function record(mode: string, store: string, outcome: string) {
  if (!outcomes.has(mode)) outcomes.set(mode, new Map());
  outcomes.get(mode)?.set(store, outcome);
}

/** Installs the mode, then runs `body` with fresh modules; records pass/fail per store. */
async function under(
  mode: StorageFailureMode,
  store: string,
  body: () => Promise<void>,
  outcome = 'works (same page)',
) {
  undo = mode.install();
  try {
    await body();
    record(mode.name, store, outcome);
  } catch (error) {
    record(mode.name, store, 'FAILED');
    throw error;
  }
}

/** A value larger than the quota mode's whole capacity. */
const long = (tag: string) => `${tag}:${'x'.repeat(QUOTA_CHARS)}`;

describe.each(STORAGE_FAILURE_MODES)('storage fault: $name', (mode) => {
  it('the key-value stores read back every write, overwrite and removal, without throwing', async () => {
    await under(mode, 'key-value (local + session)', async () => {
      const { localStore, sessionStore } = await import('../../core/storage/key-value');
      for (const store of [localStore(), sessionStore()]) {
        expect(() => store.set('rove_a', 'first')).not.toThrow();
        expect(store.get('rove_a')).toBe('first');
        store.set('rove_b', 'other');
        // Overwritten by a value that no longer fits: the new value is what reads back.
        expect(() => store.set('rove_a', long('second'))).not.toThrow();
        expect(store.get('rove_a')).toBe(long('second'));
        expect(store.get('rove_b')).toBe('other');
        expect(() => store.remove('rove_a')).not.toThrow();
        expect(store.get('rove_a')).toBeNull();
        store.set('rove_a', 'third');
        expect(store.get('rove_a')).toBe('third');
      }
    });
  });

  it('recent searches keep the newest term first', async () => {
    await under(mode, 'recent searches', async () => {
      const { localStore } = await import('../../core/storage/key-value');
      const { createHistoryStore } = await import('../../widgets/search/history');
      const history = createHistoryStore(localStore());
      for (const term of ['sofa', 'walnut side table', 'oak', 'area rug 8x10'])
        history.add({ term, href: `/search/products/${encodeURIComponent(term)}/` });
      expect(history.read().map((entry) => entry.term)).toEqual([
        'area rug 8x10',
        'oak',
        'walnut side table',
        'sofa',
      ]);
    });
  });

  it('a dismissed popup stays dismissed', async () => {
    await under(mode, 'popup dismissal', async () => {
      const { localStore } = await import('../../core/storage/key-value');
      const { createPopupStore } = await import('../../widgets/popups/popup-store');
      const popups = createPopupStore(localStore());
      popups.mark('lastShown', 'spring-news', 1000);
      popups.mark('closed', 'spring-news', 2000);
      popups.mark('closed', 'showroom-visit', 3000);
      // A fresh reader (another widget on the page) sees the same.
      const again = createPopupStore(localStore());
      expect(again.time('closed', 'spring-news')).toBe(2000);
      expect(again.time('closed', 'showroom-visit')).toBe(3000);
      expect(again.time('lastShown', 'spring-news')).toBe(1000);
    });
  });

  it('the page memory for Back keeps the list of this page', async () => {
    await under(mode, 'page memory (Back)', async () => {
      const { readPageMemory, writePageMemory } =
        await import('../../widgets/shared/paging/page-memory');
      const key = 'rove-page:listing:/category/sofas';
      const first = { items: [1, 2], pages: 1, next: '/category/sofas?page=2', scrollY: 10 };
      const later = { items: [1, 2, 3, 4], pages: 2, next: '/category/sofas?page=3', scrollY: 900 };
      writePageMemory(key, first);
      writePageMemory(key, later);
      expect(readPageMemory(key)).toEqual(later);
    });
  });

  it('the trade application draft and the checkout form survive within the page', async () => {
    await under(mode, 'trade draft + checkout form', async () => {
      const { loadTrade, readValues, saveTrade } =
        await import('../../widgets/trade-application/trade-storage');
      const { loadForm, saveForm } = await import('../../widgets/checkout/form-store');
      const draft = loadTrade() ?? { values: readValues({}), step: 0, completed: 0 };
      saveTrade({ ...draft, values: { ...draft.values, firstName: 'Ana' }, step: 1, completed: 1 });
      saveTrade({
        ...draft,
        values: { ...draft.values, firstName: 'Ana', lastName: 'Lee' },
        step: 2,
        completed: 2,
      });
      expect(loadTrade()).toMatchObject({ values: { firstName: 'Ana', lastName: 'Lee' }, step: 2 });
      const form = {
        email: 'pat@example.com',
        membership: null,
        shipping: { city: 'Austin' },
        billing: {},
        copyToBilling: true,
        quote: null,
        protectionTerm: null,
        referral: {},
      };
      saveForm(100001, form);
      saveForm(100001, { ...form, shipping: { city: 'Dallas' } });
      expect(loadForm(100001)?.shipping.city).toBe('Dallas');
    });
  });

  it(`cookies: ${mode.cookiesRefused ? 'refused, and the specification’s message shows' : 'accepted, no message'}`, async () => {
    await under(
      mode,
      'cookie message',
      async () => {
        const { writeCookie, readCookie } = await import('../../core/storage/cookies');
        const { showCookieNoticeIfDisabled, cookiesEnabled } =
          await import('../../core/storage/cookie-support');
        document.body.innerHTML = '<div class="site-notice" data-rove-cookie-notice hidden></div>';
        expect(() => writeCookie('rove_grid', '6', { days: 14 })).not.toThrow();
        expect(cookiesEnabled()).toBe(!mode.cookiesRefused);
        expect(readCookie('rove_grid')).toBe(mode.cookiesRefused ? undefined : '6');
        showCookieNoticeIfDisabled(document, COOKIE_MESSAGE);
        const box = document.querySelector<HTMLElement>('[data-rove-cookie-notice]');
        expect(box?.hidden).toBe(!mode.cookiesRefused);
        expect(box?.textContent).toBe(mode.cookiesRefused ? COOKIE_MESSAGE : '');
        if (mode.cookiesRefused) expect(box?.getAttribute('role')).toBe('alert');
        document.cookie = 'rove_grid=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
      },
      mode.cookiesRefused ? 'seed message shown' : 'no message (cookies work)',
    );
  });
});

afterAll(() => {
  const stores = [...new Set([...outcomes.values()].flatMap((row) => [...row.keys()]))];
  const rows = [...outcomes.entries()].map(([mode, row]) => [
    mode,
    ...stores.map((store) => row.get(store) ?? 'not run'),
  ]);
  writeQualityPart(
    'storage',
    'unit',
    STORAGE_HEADER,
    [
      '### Unit level (`npx vitest run tests/faults/storage.test.ts`)',
      '',
      markdownTable(['failure mode', ...stores], rows),
    ].join('\n'),
  );
});
