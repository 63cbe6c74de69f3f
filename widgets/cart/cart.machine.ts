import type { HttpFailure } from '../../core/http/json';
import { lineKey, type CartView, type CartViewLine } from './cart-api';
import {
  checkoutGate,
  emptyBatch,
  msUntilDue,
  quantityReducer,
  recordQuantityChange,
  termsPresentation,
  type PendingBatch,
  type QuantityAction,
} from './cart.logic';

// The cart page's conversation with the server as one pure machine: local quantities, the
// 700 ms batch, one call at a time, replies that never overwrite newer local edits, and the
// checkout button's gate. No clock, timer, network or DOM: each event says what happened (and,
// where it matters, when); the reducer answers the next state and the effects to run as data.
// cart-effects.ts runs them (the timer, the calls, the bus); useCart.ts holds it in a store.

/** What the shopper sees about saving. 'pending': changed, waiting for the idle time. */
export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

/** Where the custom-order terms show, when they do. */
export type TermsView = 'modal' | 'replace-cart' | null;

/**
 * A call waiting for its turn, by what asked for it: the idle time ran out ('due': only what
 * is due by then goes), a send of every unsent change ('save': Remove, Try again, the page
 * hidden), the checkout button (a save, then the gate), Remove coupon, Agree and check out.
 */
export type CartJob =
  | { readonly kind: 'due' }
  | { readonly kind: 'save' }
  | { readonly kind: 'checkout'; readonly viewportWidth: number }
  | { readonly kind: 'coupon'; readonly code: string | null }
  | { readonly kind: 'terms' };

/** The call on its way: 'fetch' learns the cart after an update answered 409. */
export type CartCall = 'update' | 'fetch' | 'coupon' | 'terms';

export interface CartState {
  /** The cart as the server last answered it. */
  readonly server: CartView;
  /** Changes not sent yet (line key → qty; 0 removes). */
  readonly batch: PendingBatch;
  /** Changes sent and not answered yet. */
  readonly inFlight: Readonly<Record<string, number>> | null;
  readonly status: SaveStatus;
  /** The last failure's kind, shown until a later call succeeds. */
  readonly error: 'save' | 'coupon' | 'terms' | null;
  /** The one call out, and the job it does. */
  readonly out: { readonly job: CartJob; readonly call: CartCall } | null;
  /** Jobs waiting for it, in the order they were asked for. */
  readonly queue: readonly CartJob[];
  readonly terms: TermsView;
}

export type CartEvent =
  /** A quantity control (plus, minus, edit) on a line; sent after 700 ms of idle. */
  | {
      readonly type: 'quantity-changed';
      readonly key: string;
      readonly action: QuantityAction;
      readonly now: number;
    }
  /** Remove: the line goes at once, with any other unsent change. */
  | { readonly type: 'line-removed'; readonly key: string; readonly now: number }
  /** The idle timer the machine asked for ran out. */
  | { readonly type: 'idle-elapsed'; readonly now: number }
  /** Try again after a failed save. */
  | { readonly type: 'retry-pressed' }
  /** The shopper leaves the page: what waits for the idle time goes now (keepalive). */
  | { readonly type: 'page-hidden' }
  | { readonly type: 'coupon-removal-pressed' }
  | { readonly type: 'checkout-pressed'; readonly viewportWidth: number }
  /** 'Agree and check out' in the custom-order terms. */
  | { readonly type: 'terms-agreed' }
  | { readonly type: 'terms-closed' }
  /** The call out answered with the cart. */
  | { readonly type: 'reply-arrived'; readonly cart: CartView; readonly now: number }
  | { readonly type: 'request-failed'; readonly failure: HttpFailure; readonly now: number };

export type CartEffect =
  /** (Re)starts the idle timer: 'idle-elapsed' in `ms`. */
  | { readonly type: 'start-timer'; readonly ms: number }
  | { readonly type: 'clear-timer' }
  /** `POST cart/update` (keepalive: it outlives the page). */
  | {
      readonly type: 'send-update';
      readonly lines: readonly { nid: number; model: string; qty: number }[];
    }
  | { readonly type: 'fetch-cart' }
  | { readonly type: 'remove-coupon' }
  | { readonly type: 'agree-to-terms' }
  /** The server's cart changed: its count (the header) and lines (tracking's diff). */
  | { readonly type: 'cart-changed'; readonly cart: CartView }
  | { readonly type: 'coupon-removed'; readonly code: string; readonly total: number }
  | { readonly type: 'go-to-checkout' };

/** One transition: the next state and what the adapters must do. */
export interface CartStep {
  readonly state: CartState;
  readonly effects: readonly CartEffect[];
}

/** @example initialCartState(checkCartView(settings.extra.cartPage).value).status // 'idle' */
export function initialCartState(server: CartView): CartState {
  return {
    server,
    batch: emptyBatch(),
    inFlight: null,
    status: 'idle',
    error: null,
    out: null,
    queue: [],
    terms: null,
  };
}

function serverQty(state: CartState, key: string): number {
  return state.server.lines.find((line) => lineKey(line) === key)?.qty ?? 0;
}

/**
 * The quantity a line shows: its unsent change, else the change on its way, else the server's.
 *
 * @example displayedQty(state, '1001:RC1001-A') // 3
 */
export function displayedQty(state: CartState, key: string): number {
  return state.batch.changes[key] ?? state.inFlight?.[key] ?? serverQty(state, key);
}

/** The lines as shown: local quantities, removed lines left out. */
export function displayedLines(state: CartState): CartViewLine[] {
  return state.server.lines.flatMap((line) => {
    const qty = displayedQty(state, lineKey(line));
    return qty > 0 ? [{ ...line, qty }] : [];
  });
}

const waitsForShopper = (job: CartJob) => job.kind === 'checkout' || job.kind === 'terms';

/**
 * A checkout or terms agreement is asked for or under way: its buttons wait.
 *
 * @example cartBusy(cartMachine(state, { type: 'checkout-pressed', viewportWidth: 1280 }).state) // true
 */
export function cartBusy(state: CartState): boolean {
  return (
    (state.out !== null && waitsForShopper(state.out.job)) || state.queue.some(waitsForShopper)
  );
}

/**
 * A reply replaces the server's cart. Unsent changes stay on top of it (they are newer), except
 * for lines the reply no longer has and changes that now equal the server's quantity.
 */
export function applyReply(state: CartState, reply: CartView): CartState {
  const quantities = new Map(reply.lines.map((line) => [lineKey(line), line.qty]));
  const changes: Record<string, number> = {};
  for (const [key, qty] of Object.entries(state.batch.changes)) {
    const server = quantities.get(key);
    if (server !== undefined && server !== qty) changes[key] = qty;
  }
  const pending = Object.keys(changes).length > 0;
  return {
    ...state,
    server: reply,
    batch: pending ? { changes, lastChangeAt: state.batch.lastChangeAt } : emptyBatch(),
    inFlight: null,
    status: pending ? 'pending' : 'saved',
    error: null,
  };
}

/**
 * A failed update puts what was sent back among the unsent changes (a newer edit of the same
 * line wins), so nothing is lost: they go again with the next change, or on 'Try again'.
 */
export function failUpdate(state: CartState): CartState {
  return {
    ...state,
    batch: {
      changes: { ...state.inFlight, ...state.batch.changes },
      lastChangeAt: state.batch.lastChangeAt,
    },
    inFlight: null,
    status: 'error',
    error: 'save',
  };
}

/** A line's new quantity among the unsent changes (one back to the server's is dropped). */
function record(state: CartState, key: string, qty: number, now: number): CartState {
  const sent = state.inFlight?.[key] ?? serverQty(state, key);
  const batch = recordQuantityChange(state.batch, key, qty, now, sent);
  const status: SaveStatus =
    state.status === 'error'
      ? 'error'
      : Object.keys(batch.changes).length > 0 || state.inFlight
        ? 'pending'
        : 'saved';
  return { ...state, batch, status };
}

/** The idle timer for what waits: restarted, or cleared when nothing does. */
function timerFor(batch: PendingBatch, now: number): CartEffect {
  const wait = msUntilDue(batch, now);
  return wait === null ? { type: 'clear-timer' } : { type: 'start-timer', ms: wait };
}

/** Sends every unsent change (nothing when there is none: the job is done). */
function sendBatch(state: CartState, job: CartJob, effects: CartEffect[]): CartState {
  const sent = state.batch.changes;
  if (Object.keys(sent).length === 0) return finish(state, job, effects);
  const lines = Object.entries(sent).flatMap(([key, qty]) => {
    const line = state.server.lines.find((candidate) => lineKey(candidate) === key);
    return line ? [{ nid: line.nid, model: line.model, qty }] : [];
  });
  effects.push({ type: 'send-update', lines });
  return {
    ...state,
    batch: emptyBatch(),
    inFlight: sent,
    status: 'saving',
    out: { job, call: 'update' },
  };
}

const CALL = { coupon: 'remove-coupon', terms: 'agree-to-terms' } as const;

/** Starts a job (the line is free). A 'due' job sends only what the clock says is due. */
function start(state: CartState, job: CartJob, effects: CartEffect[], now?: number): CartState {
  if (job.kind === 'coupon' || job.kind === 'terms') {
    effects.push({ type: CALL[job.kind] });
    return { ...state, out: { job, call: job.kind } };
  }
  if (job.kind === 'due' && now !== undefined) {
    const wait = msUntilDue(state.batch, now);
    if (wait === null) return state;
    // Not due although its timer ran out: a newer change restarted the wait, or the clock read
    // a millisecond short (Firefox jitters Date.now()). Wait out the rest.
    if (wait > 0) {
      effects.push({ type: 'start-timer', ms: wait });
      return state;
    }
  }
  return sendBatch(state, job, effects);
}

/** The job's call is over: the checkout's gate, the terms' or the coupon's follow-up. */
function finish(state: CartState, job: CartJob, effects: CartEffect[], ok = true): CartState {
  if (job.kind === 'terms' && ok) effects.push({ type: 'go-to-checkout' });
  if (job.kind === 'coupon' && ok && job.code)
    effects.push({ type: 'coupon-removed', code: job.code, total: state.server.totals.total });
  if (job.kind !== 'checkout') return state;
  // Unsent quantities went first: the checkout re-prices from the server's cart.
  const saved = state.error === null && Object.keys(state.batch.changes).length === 0;
  if (!saved) return state;
  if (checkoutGate(displayedLines(state), state.server.customTermsAgreed) === 'proceed') {
    effects.push({ type: 'go-to-checkout' });
    return state;
  }
  return { ...state, terms: termsPresentation(job.viewportWidth) };
}

/** The line is free: the jobs waiting start in order, until one makes a call. */
function advance(state: CartState, effects: CartEffect[], now: number): CartState {
  let next: CartState = { ...state, out: null };
  while (next.out === null && next.queue.length > 0) {
    const [job, ...rest] = next.queue as [CartJob, ...CartJob[]];
    next = start({ ...next, queue: rest }, job, effects, now);
  }
  return next;
}

/** Asks for a job: it starts now when the line is free, else after the calls before it. */
function ask(state: CartState, job: CartJob, effects: CartEffect[], now?: number): CartState {
  return state.out ? { ...state, queue: [...state.queue, job] } : start(state, job, effects, now);
}

function flush(state: CartState, effects: CartEffect[], job: CartJob = { kind: 'save' }) {
  effects.push({ type: 'clear-timer' });
  return ask(state, job, effects);
}

function replied(
  state: CartState,
  event: { cart: CartView; now: number },
  effects: CartEffect[],
): CartState {
  const { out } = state;
  if (!out) return state;
  if (out.call === 'fetch') {
    // After a 409 (a line removed in another tab): the lines that are gone lose their changes,
    // the rest are kept, and the failure stays shown.
    effects.push({ type: 'cart-changed', cart: event.cart });
    const next: CartState = {
      ...applyReply(failUpdate(state), event.cart),
      status: 'error',
      error: 'save',
    };
    return advance(finish(next, out.job, effects), effects, event.now);
  }
  const next = applyReply(state, event.cart);
  if (event.cart.count !== state.server.count)
    effects.push({ type: 'cart-changed', cart: event.cart });
  // Edits made while the call was out are due on their own time, or overdue now.
  effects.push(timerFor(next.batch, event.now));
  return advance(finish(next, out.job, effects), effects, event.now);
}

function failed(
  state: CartState,
  event: { failure: HttpFailure; now: number },
  effects: CartEffect[],
): CartState {
  const { out } = state;
  if (!out) return state;
  const { failure } = event;
  if (out.call === 'update' && failure.kind === 'http' && failure.status === 409) {
    effects.push({ type: 'fetch-cart' });
    return { ...state, out: { job: out.job, call: 'fetch' } };
  }
  const next: CartState =
    out.call === 'coupon' || out.call === 'terms'
      ? { ...state, status: 'error', error: out.call }
      : failUpdate(state);
  return advance(finish(next, out.job, effects, false), effects, event.now);
}

/**
 * The cart's reducer: the next state and the effects to run, as data.
 *
 * @example
 * const { state, effects } = cartMachine(initialCartState(cart), { type: 'quantity-changed', key: '1001:RC1001-A', action: { type: 'plus' }, now: 0 });
 * effects // [{ type: 'start-timer', ms: 700 }]
 */
export function cartMachine(state: CartState, event: CartEvent): CartStep {
  const effects: CartEffect[] = [];
  const step = (next: CartState): CartStep => ({ state: next, effects });
  switch (event.type) {
    case 'quantity-changed': {
      const current = displayedQty(state, event.key);
      if (current === 0) return step(state);
      const next = record(state, event.key, quantityReducer(current, event.action), event.now);
      effects.push(timerFor(next.batch, event.now));
      return step(next);
    }
    case 'line-removed':
      return step(flush(record(state, event.key, 0, event.now), effects));
    case 'idle-elapsed':
      return step(ask(state, { kind: 'due' }, effects, event.now));
    case 'retry-pressed':
    case 'page-hidden':
      return step(flush(state, effects));
    case 'coupon-removal-pressed':
      return step(ask(state, { kind: 'coupon', code: state.server.coupon?.code ?? null }, effects));
    case 'checkout-pressed':
      if (cartBusy(state)) return step(state);
      return step(flush(state, effects, { kind: 'checkout', viewportWidth: event.viewportWidth }));
    case 'terms-agreed':
      return step(cartBusy(state) ? state : ask(state, { kind: 'terms' }, effects));
    case 'terms-closed':
      return step(state.terms === null ? state : { ...state, terms: null });
    case 'reply-arrived':
      return step(replied(state, event, effects));
    case 'request-failed':
      return step(failed(state, event, effects));
  }
}

/**
 * `cartMachine` as core/store's reducer, over the last step: a step that changed nothing and
 * asks for nothing is the same step (no render).
 */
export function cartStepReducer(step: CartStep, event: CartEvent): CartStep {
  const next = cartMachine(step.state, event);
  return next.state === step.state && next.effects.length === 0 ? step : next;
}
