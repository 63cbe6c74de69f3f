import type { HttpResult } from '../../core/http';
import { lineKey, type CartView, type CartViewLine } from './cart-api';
import {
  emptyBatch,
  msUntilDue,
  quantityReducer,
  recordQuantityChange,
  type PendingBatch,
  type QuantityAction,
} from './cart.logic';

// The cart page's conversation with the server, without React: local quantities, the 700 ms
// batch, one request at a time, and replies that never overwrite newer local edits. The hook
// subscribes to it; tests drive it with fake timers and a fake transport.

/** What the shopper sees about saving. 'pending': changed, waiting for the idle time. */
export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface SyncState {
  /** The cart as the server last answered it. */
  readonly server: CartView;
  /** Changes not sent yet (line key → qty; 0 removes). */
  readonly batch: PendingBatch;
  /** Changes sent and not answered yet. */
  readonly inFlight: Readonly<Record<string, number>> | null;
  readonly status: SaveStatus;
  /** The last failure's kind, shown until a later request succeeds. */
  readonly error: 'save' | 'coupon' | 'terms' | null;
}

/** The calls the controller makes (core/http in production, fakes in tests). */
export interface CartTransport {
  update(lines: { nid: number; model: string; qty: number }[]): Promise<HttpResult<CartView>>;
  fetch(): Promise<HttpResult<CartView>>;
  removeCoupon(): Promise<HttpResult<CartView>>;
  agreeToTerms(): Promise<HttpResult<CartView>>;
}

export interface CartSyncOptions {
  initial: CartView;
  transport: CartTransport;
  /**
   * The server's cart changed: its unit count (for the header's count) and lines (for
   * tracking's added/removed diff).
   */
  onCount?: (count: number, lines: CartView['lines']) => void;
  now?: () => number;
}

/**
 * The quantity a line shows: its unsent change, else the change on its way, else the server's.
 *
 * @example displayedQty(state, '1001:RC1001-A') // 3
 */
export function displayedQty(state: SyncState, key: string): number {
  const server = state.server.lines.find((line) => lineKey(line) === key)?.qty ?? 0;
  return state.batch.changes[key] ?? state.inFlight?.[key] ?? server;
}

/** The lines as shown: local quantities, removed lines left out. */
export function displayedLines(state: SyncState): CartViewLine[] {
  return state.server.lines.flatMap((line) => {
    const qty = displayedQty(state, lineKey(line));
    return qty > 0 ? [{ ...line, qty }] : [];
  });
}

/** The quantity the server will have once what was sent lands (the base for dropping no-ops). */
function sentQty(state: SyncState, key: string): number {
  const server = state.server.lines.find((line) => lineKey(line) === key)?.qty ?? 0;
  return state.inFlight?.[key] ?? server;
}

/**
 * A reply replaces the server's cart. Unsent changes stay on top of it (they are newer), except
 * for lines the reply no longer has and changes that now equal the server's quantity.
 */
export function applyReply(state: SyncState, reply: CartView): SyncState {
  const quantities = new Map(reply.lines.map((line) => [lineKey(line), line.qty]));
  const changes: Record<string, number> = {};
  for (const [key, qty] of Object.entries(state.batch.changes)) {
    const server = quantities.get(key);
    if (server !== undefined && server !== qty) changes[key] = qty;
  }
  const pending = Object.keys(changes).length > 0;
  return {
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
export function failUpdate(state: SyncState): SyncState {
  const changes = { ...state.inFlight, ...state.batch.changes };
  return {
    ...state,
    batch: { changes, lastChangeAt: state.batch.lastChangeAt },
    inFlight: null,
    status: 'error',
    error: 'save',
  };
}

type Listener = () => void;

/** One cart page's controller (see the file comment). */
export class CartSync {
  private state: SyncState;
  private readonly listeners = new Set<Listener>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private chain: Promise<unknown> = Promise.resolve();
  private disposed = false;
  private readonly now: () => number;

  constructor(private readonly options: CartSyncOptions) {
    this.state = {
      server: options.initial,
      batch: emptyBatch(),
      inFlight: null,
      status: 'idle',
      error: null,
    };
    this.now = options.now ?? (() => Date.now());
  }

  getState = (): SyncState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A quantity control (plus, minus, edit) on a line; sent after 700 ms of idle. */
  change(key: string, action: QuantityAction): void {
    const current = displayedQty(this.state, key);
    if (current === 0) return;
    this.record(key, quantityReducer(current, action));
    this.schedule();
  }

  /** Removes a line now (with any other unsent change). */
  remove(key: string): Promise<boolean> {
    this.record(key, 0);
    return this.flush();
  }

  /** Sends every unsent change now; true once everything is saved. */
  flush(): Promise<boolean> {
    this.clearTimer();
    return this.enqueue(() => this.send(true)).then(
      () => this.state.error === null && Object.keys(this.state.batch.changes).length === 0,
    );
  }

  removeCoupon(): Promise<boolean> {
    return this.enqueue(async () => {
      const reply = await this.options.transport.removeCoupon();
      return this.settle(reply, 'coupon');
    }).then((ok) => ok === true);
  }

  /** Records the custom-order terms agreement; true when the server has it. */
  agreeToTerms(): Promise<boolean> {
    return this.enqueue(async () => {
      const reply = await this.options.transport.agreeToTerms();
      return this.settle(reply, 'terms');
    }).then((ok) => ok === true);
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimer();
    this.listeners.clear();
  }

  private record(key: string, qty: number): void {
    const batch = recordQuantityChange(
      this.state.batch,
      key,
      qty,
      this.now(),
      sentQty(this.state, key),
    );
    const status: SaveStatus =
      this.state.status === 'error'
        ? 'error'
        : Object.keys(batch.changes).length > 0 || this.state.inFlight
          ? 'pending'
          : 'saved';
    this.set({ ...this.state, batch, status });
  }

  private schedule(): void {
    this.clearTimer();
    const wait = msUntilDue(this.state.batch, this.now());
    if (wait === null) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.enqueue(() => this.send(false));
    }, wait);
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Requests run one at a time, so replies arrive in the order the server applied them. */
  private enqueue<T>(task: () => Promise<T>): Promise<T | undefined> {
    const run = this.chain.then(() => (this.disposed ? undefined : task()));
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async send(force: boolean): Promise<void> {
    const { batch } = this.state;
    if (Object.keys(batch.changes).length === 0) return;
    // Changes kept after a failure wait for the next change (or a forced send); a change made
    // while an earlier request was out restarted the wait, and its own timer will come.
    if (!force) {
      const wait = msUntilDue(batch, this.now());
      if (wait === null) return;
      if (wait > 0) {
        // Not due by the clock although its timer fired: Firefox jitters Date.now(), so it may
        // read a millisecond short. Wait out the rest (unless a newer change's timer is set),
        // or the change would sit at 'Saving…' until the next one.
        if (this.timer === undefined) this.schedule();
        return;
      }
    }
    const sent = batch.changes;
    this.set({ ...this.state, batch: emptyBatch(), inFlight: sent, status: 'saving' });
    const lines = Object.entries(sent).flatMap(([key, qty]) => {
      const line = this.state.server.lines.find((candidate) => lineKey(candidate) === key);
      return line ? [{ nid: line.nid, model: line.model, qty }] : [];
    });
    const reply = await this.options.transport.update(lines);
    if (this.disposed) return;
    if (reply.ok) {
      this.accept(reply.data);
      return;
    }
    const failed = failUpdate(this.state);
    // 409: a line is gone (removed in another tab): learn the cart, keep what still applies.
    if (reply.error.kind === 'http' && reply.error.status === 409) {
      const fresh = await this.options.transport.fetch();
      if (this.disposed) return;
      if (fresh.ok) {
        this.set({ ...applyReply(failed, fresh.data), status: 'error', error: 'save' });
        this.announceCount(fresh.data);
        return;
      }
    }
    this.set(failed);
  }

  private settle(reply: HttpResult<CartView>, kind: 'coupon' | 'terms'): boolean {
    if (this.disposed) return false;
    if (reply.ok) {
      this.accept(reply.data);
      return true;
    }
    this.set({ ...this.state, status: 'error', error: kind });
    return false;
  }

  private accept(reply: CartView): void {
    const before = this.state.server.count;
    this.set(applyReply(this.state, reply));
    if (reply.count !== before) this.announceCount(reply);
    // Edits made while this request was out are due on their own timer, or overdue now.
    this.schedule();
  }

  private announceCount(cart: CartView): void {
    this.options.onCount?.(cart.count, cart.lines);
  }

  private set(next: SyncState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
