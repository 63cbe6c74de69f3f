import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { HttpResult } from '../../core/http/json';
import { emit, lastDetail } from '../../core/bus';
import { logOnce } from '../../core/log';
import { getSettings } from '../../core/settings/settings';
import { sessionStore } from '../../core/storage/key-value';
import { lazyModule } from '../shared/element/lazy-module';
import { latestReply } from '../shared/state/latest-reply';
import { useRequestRunner, useStore } from '../shared/state/use-store';
import { whenReached } from '../shared/element/when-reached';
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
 * The wishlist calls, and core/http/json with them: fetched when the shopper first reaches for a
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
  const { sanitizeHtml } = await import('../../core/sanitize/html');
  return sanitizeHtml(html);
}

/**
 * Asks the server whether to ask this visitor for an email, and prepares the form to ask with
 * (sanitized, its dialog's chunk arrived): the form's HTML, or null to save the love anonymously
 * (the server could not be asked, no form is needed, or nothing usable is left). Never throws.
 */
async function emailFormToAsk(
  nid: number,
  basePath: string,
  signal: AbortSignal,
  dialogLoading: Promise<unknown>,
): Promise<string | null> {
  const reply = await callLoveApi((api) => api.fetchLoveValidation(nid, { basePath, signal }));
  if (!reply.ok) {
    // Could not ask: save the love anonymously rather than lose it.
    logOnce(
      'warn',
      'love-validate',
      `could not load the wishlist email form (${reply.error.message})`,
    );
    return null;
  }
  let formHtml = '';
  try {
    formHtml = reply.data.validate ? await sanitizeServerForm(reply.data.html) : '';
  } catch (error) {
    logOnce('warn', 'love-sanitize', 'could not prepare the wishlist email form', error);
  }
  if (!formHtml.includes('name="email"')) return null;
  try {
    await dialogLoading;
  } catch (error) {
    logOnce('error', 'love-dialog', 'could not load the wishlist email dialog', error);
    return null; // no dialog: save anonymously
  }
  return formHtml;
}

/**
 * Joins the love state machine to the wishlist endpoints, the page's shared store and the
 * bus. Requests are aborted when the element leaves the page.
 */
export function useLove(nid: number, host: HTMLElement | undefined): UseLove {
  const store = pageLoveStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  // Synchronous: a second click or Escape in the same tick sees the phase the first one set.
  const [state, love] = useStore(loveReducer, () => initialLoveState(snapshot.has(nid)));
  const { dispatch } = love;
  const requests = useRequestRunner();

  // Ahead of the press: the calls' chunk is on its way while the finger or pointer comes down.
  useEffect(
    () => host && whenReached(host, () => void loveApi.load().catch(() => undefined)),
    [host],
  );

  // Another <rove-love> for the same product settled: follow it.
  const lovedElsewhere = snapshot.has(nid);
  useEffect(
    () => dispatch({ type: 'synced', selected: lovedElsewhere }),
    [dispatch, lovedElsewhere],
  );

  const save = useCallback(
    async (op: 'add' | 'remove', email?: string, subscribe?: boolean) => {
      const { basePath } = getSettings();
      dispatch({ type: 'save-started' });
      const reply = await latestReply(
        requests,
        (signal) =>
          callLoveApi((api) => api.sendLove({ op, nid, email, subscribe }, { basePath, signal })),
        {
          level: 'error',
          area: 'love-call',
          describe: (failure) => [
            `wishlist call failed (${failure.message}); the button keeps its state`,
          ],
        },
      );
      if (!reply) return; // the element left the page
      if (!reply.ok) {
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
    [nid, store, host, dispatch, requests],
  );

  const toggle = useCallback(() => {
    const current = love.getState();
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
    dispatch({ type: 'check-started' });
    // The dialog's chunk travels alongside the question to the server.
    const dialogLoading = loveDialog.load();
    dialogLoading.catch(() => undefined); // answered in emailFormToAsk, once the server replied
    void (async () => {
      const asked = await requests.latest((signal) =>
        emailFormToAsk(nid, settings.basePath, signal, dialogLoading),
      );
      if (!asked.current) return;
      if (asked.value === null) void save('add');
      else dispatch({ type: 'ask-email', formHtml: asked.value });
    })();
  }, [nid, save, love, dispatch, requests]);

  const remember = (answer: EmailAnswer) =>
    sessionStore().set(EMAIL_ANSWER_KEY, serializeEmailAnswer(answer));

  const submitEmail = useCallback(
    (email: string, subscribe: boolean) => {
      const dialog = loveDialog.current();
      if (love.getState().phase !== 'asking' || !dialog) return;
      if (email !== '') {
        const result = dialog.validateLoveEmail(email, getSettings().locale);
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
    [save, love, dispatch],
  );

  const dismissEmail = useCallback(() => {
    if (love.getState().phase !== 'asking') return; // Escape and a backdrop click can race
    remember('declined');
    // Closing without submitting still records the love anonymously (spec/shell.md §4).
    void save('add');
  }, [save, love]);

  const EmailDialog = loveDialog.current()?.LoveEmailDialog ?? null;
  return { state, EmailDialog, toggle, submitEmail, dismissEmail };
}
