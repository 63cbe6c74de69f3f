import { useCallback, useEffect, useReducer, useRef, useSyncExternalStore } from 'react';
import type { HttpResult } from '../../core/http';
import { emit, lastDetail } from '../../core/bus';
import { logOnce } from '../../core/log';
import { getSettings } from '../../core/settings/settings';
import { sessionStore } from '../../core/storage/key-value';
import { lazyModule } from '../shared/lazy-module';
import { whenReached } from '../shared/when-reached';
import {
  initialLoveState,
  isBusy,
  loveReducer,
  nextLoveCount,
  parseEmailAnswer,
  planToggle,
  serializeEmailAnswer,
  type EmailAnswer,
  type LoveState,
} from './love.logic';
import { recordLove } from './love-journal';
import { pageLoveStore } from './page-love-store';
import { signed } from './love-store';

/** Session key for the anonymous visitor's answer to the email dialog. */
export const EMAIL_ANSWER_KEY = 'rove_love_email';

/** The email dialog's chunk: fetched when a press may need it, one request per page. */
const loveDialog = lazyModule(() => import('./love-dialog'));

/**
 * The wishlist calls, and core/http with them: fetched when the shopper first reaches for a
 * heart (a pointer over it, a press, the focus), so a page of hearts nobody presses never
 * downloads them — a love-only page stays within its 22 kB (issue 22).
 */
const loveApi = lazyModule(() => import('../../core/api/love'));

/** One wishlist call; a chunk that could not be fetched is a network failure like any other. */
async function callLoveApi<T>(
  call: (api: typeof import('../../core/api/love')) => Promise<HttpResult<T>>,
): Promise<HttpResult<T>> {
  try {
    return await call(await loveApi.load());
  } catch (error) {
    return {
      ok: false,
      error: { kind: 'network', message: `wishlist calls not loaded: ${String(error)}` },
    };
  }
}

/** Fetches the email dialog (stories and tests that render it at once call this first). */
export function loadLoveDialog(): Promise<typeof import('./love-dialog')> {
  return loveDialog.load();
}

export interface UseLove {
  state: LoveState;
  /** The email dialog's view: there whenever the state is 'asking'. */
  EmailDialog: (typeof import('./love-dialog'))['LoveEmailDialog'] | null;
  toggle: () => void;
  submitEmail: (email: string, subscribe: boolean) => void;
  dismissEmail: () => void;
}

async function sanitizeServerForm(html: string): Promise<string> {
  if (!html.trim()) return '';
  // DOMPurify is loaded only when server HTML is actually rendered (bundle budget).
  const { sanitizeHtml } = await import('../../core/sanitize-html');
  return sanitizeHtml(html);
}

/**
 * Joins the love state machine to the wishlist endpoints, the page's shared store and the
 * bus. Requests are aborted when the element leaves the page.
 */
export function useLove(nid: number, host: HTMLElement | undefined): UseLove {
  const store = pageLoveStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const [state, dispatch] = useReducer(loveReducer, snapshot.has(nid), initialLoveState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    abortRef.current = controller;
    return () => controller.abort();
  }, []);

  // Ahead of the press: the calls' chunk is on its way while the finger or pointer comes down.
  useEffect(
    () => host && whenReached(host, () => void loveApi.load().catch(() => undefined)),
    [host],
  );

  // Another <rove-love> for the same product settled: follow it.
  const lovedElsewhere = snapshot.has(nid);
  useEffect(() => dispatch({ type: 'synced', selected: lovedElsewhere }), [lovedElsewhere]);

  const save = useCallback(
    async (op: 'add' | 'remove', email?: string, subscribe?: boolean) => {
      const { basePath } = getSettings();
      // Mark the phase at once: a second click or Escape in the same tick must see it.
      stateRef.current = loveReducer(stateRef.current, { type: 'save-started' });
      dispatch({ type: 'save-started' });
      const signal = abortRef.current?.signal;
      const reply = await callLoveApi((api) =>
        api.sendLove({ op, nid, email, subscribe }, { basePath, signal }),
      );
      if (abortRef.current?.signal.aborted) return;
      if (!reply.ok) {
        logOnce(
          'error',
          `love-call:${reply.error.kind}`,
          `wishlist call failed (${reply.error.message}); the button keeps its state`,
        );
        dispatch({ type: 'save-failed' });
        return;
      }
      const selected = op === 'add';
      dispatch({ type: 'save-succeeded', selected });
      const shown = lastDetail('love-changed')?.count ?? getSettings().uc_love.count;
      const count = nextLoveCount(shown, store.getSnapshot().has(nid), selected);
      const love = signed(nid, selected);
      store.apply([love]);
      recordLove(love); // for this page's earlier pages, should the shopper go Back
      emit('love-changed', { nid, selected, count }, host);
    },
    [nid, store, host],
  );

  const toggle = useCallback(() => {
    const current = stateRef.current;
    if (isBusy(current) || !Number.isInteger(nid) || nid <= 0) return;
    const settings = getSettings();
    const loggedIn = settings.flags.loggedIn || settings.uc_love.user !== null;
    const plan = planToggle(current, {
      loggedIn,
      remembered: parseEmailAnswer(sessionStore().get(EMAIL_ANSWER_KEY)),
    });
    if (!plan.ask) {
      void save(plan.op, plan.email, plan.subscribe);
      return;
    }
    stateRef.current = loveReducer(current, { type: 'check-started' });
    dispatch({ type: 'check-started' });
    // The dialog's chunk travels alongside the question to the server.
    const dialogLoading = loveDialog.load();
    dialogLoading.catch(() => undefined); // answered below, once the server has replied
    void (async () => {
      const signal = abortRef.current?.signal;
      const reply = await callLoveApi((api) =>
        api.fetchLoveValidation(nid, { basePath: settings.basePath, signal }),
      );
      if (abortRef.current?.signal.aborted) return;
      if (!reply.ok) {
        // Could not ask: save the love anonymously rather than lose it.
        logOnce(
          'warn',
          'love-validate',
          `could not load the wishlist email form (${reply.error.message})`,
        );
        void save('add');
        return;
      }
      let formHtml = '';
      try {
        formHtml = reply.data.validate ? await sanitizeServerForm(reply.data.html) : '';
      } catch (error) {
        logOnce('warn', 'love-sanitize', 'could not prepare the wishlist email form', error);
      }
      if (abortRef.current?.signal.aborted) return;
      // No form to ask with (not needed, or nothing usable left after sanitizing): save anonymously.
      if (!formHtml.includes('name="email"')) {
        void save('add');
        return;
      }
      try {
        await dialogLoading;
      } catch (error) {
        logOnce('error', 'love-dialog', 'could not load the wishlist email dialog', error);
        if (!abortRef.current?.signal.aborted) void save('add'); // no dialog: save anonymously
        return;
      }
      if (abortRef.current?.signal.aborted) return;
      dispatch({ type: 'ask-email', formHtml });
    })();
  }, [nid, save]);

  const remember = (answer: EmailAnswer) =>
    sessionStore().set(EMAIL_ANSWER_KEY, serializeEmailAnswer(answer));

  const submitEmail = useCallback(
    (email: string, subscribe: boolean) => {
      const dialog = loveDialog.current();
      if (stateRef.current.phase !== 'asking' || !dialog) return;
      if (email !== '') {
        const result = dialog.validateLoveEmail(email);
        if (!result.ok) {
          dispatch({ type: 'email-invalid', message: result.message });
          return;
        }
        remember({ email, subscribe });
      } else {
        remember('declined');
      }
      void save('add', email || undefined, email ? subscribe : undefined);
    },
    [save],
  );

  const dismissEmail = useCallback(() => {
    if (stateRef.current.phase !== 'asking') return; // Escape and a backdrop click can race
    remember('declined');
    // Closing without submitting still records the love anonymously (seed 000 §4).
    void save('add');
  }, [save]);

  const EmailDialog = loveDialog.current()?.LoveEmailDialog ?? null;
  return { state, EmailDialog, toggle, submitEmail, dismissEmail };
}
