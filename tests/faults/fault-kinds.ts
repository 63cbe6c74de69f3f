/**
 * The nine faults of issue 9 as Playwright route behaviours. One `FaultRoute` is installed per
 * endpoint and switched from fault to fault, so a single page can walk the whole row of the
 * matrix without re-registering routes (re-registering stacks handlers in Playwright).
 */
import type { Page, Request, Route } from '@playwright/test';

export const FAULTS = [
  'timeout',
  'abort',
  'offline',
  '500',
  '404',
  'empty body',
  'malformed JSON',
  'wrong shape',
  'removed',
] as const;
export type Fault = (typeof FAULTS)[number];

/** What the route does with a request: let it through (setup calls), or one of the faults. */
export type RouteMode = 'pass' | Fault;

/**
 * core/http/json.ts gives every call 15 s (the staff check 10 s). The timeout cell fast-forwards the
 * page clock past this, so the widget's own deadline fires instead of a test-side stand-in.
 */
export const WIDGET_TIMEOUT_MS = 15_000;

/** Valid JSON that no endpoint of ours accepts as its reply. */
export const DEFAULT_WRONG_SHAPE = JSON.stringify({ unexpected: [1, 'two', null], ok: 'yes' });

/**
 * One interception point: counts the requests it sees in the current cell and either answers
 * them with the current fault or holds them (timeout, removed) until the runner releases them.
 */
export class FaultRoute {
  mode: RouteMode = 'pass';
  /** Requests seen since the last `resetCount()`, including passed ones. */
  seen: Request[] = [];
  /** Of those, the ones this route has answered with its fault (the page has the reply). */
  answered = 0;
  private held: Route[] = [];
  private heldWaiters: (() => void)[] = [];

  constructor(
    readonly pattern: string | RegExp | ((url: URL) => boolean),
    private readonly method: string | undefined,
    private readonly wrongShape: string,
  ) {}

  async install(page: Page): Promise<void> {
    await page.route(this.pattern, (route) => this.handle(route));
  }

  resetCount(): void {
    this.seen = [];
    this.answered = 0;
  }

  private async handle(route: Route): Promise<void> {
    const request = route.request();
    if (this.method && request.method() !== this.method) return route.fallback();
    this.seen.push(request);
    if (this.mode === 'pass') return route.fallback();
    if (this.mode === 'timeout' || this.mode === 'removed') {
      this.held.push(route);
      for (const wake of this.heldWaiters.splice(0)) wake();
      return;
    }
    await quietly(this.answer(route, this.mode));
    this.answered += 1;
  }

  private answer(route: Route, fault: Exclude<Fault, 'timeout' | 'removed'>): Promise<void> {
    switch (fault) {
      case 'abort':
        return route.abort('aborted');
      case 'offline':
        return route.abort('internetdisconnected');
      case '500':
        return route.fulfill({
          status: 500,
          contentType: 'text/html',
          body: '<h1>Server error</h1>',
        });
      case '404':
        return route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>Not found</h1>' });
      case 'empty body':
        return route.fulfill({ status: 200, contentType: 'application/json', body: '' });
      case 'malformed JSON':
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"cnt": 1, "ok":',
        });
      case 'wrong shape':
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: this.wrongShape,
        });
    }
  }

  /** Resolves once a request is held (timeout/removed cells), or rejects after `ms`. */
  async waitHeld(ms = 20_000): Promise<void> {
    if (this.held.length > 0) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the call was never made')), ms);
      this.heldWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /**
   * Lets the held requests reach the real server (a slow, valid reply) and resolves once each
   * has arrived in full or failed (the page may have cancelled it when its element left).
   */
  async releaseToServer(): Promise<void> {
    for (const route of this.held.splice(0)) {
      const request = route.request();
      await quietly(route.fallback());
      await request
        .response()
        .then((response) => response?.finished())
        .catch(() => undefined);
    }
  }

  /** Drops held requests (the browser may already have cancelled them). */
  async dropHeld(): Promise<void> {
    for (const route of this.held.splice(0)) await quietly(route.abort('aborted'));
  }
}

/** A request the page already cancelled makes Playwright's answer throw; that is expected. */
async function quietly(action: Promise<void>): Promise<void> {
  try {
    // Answering a request the page already dropped can also never settle: do not wait on it.
    await Promise.race([action, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  } catch {
    // The request was cancelled by the page (e.g. the widget aborted it on removal).
  }
}

/**
 * Records unhandled promise rejections in the page (Playwright reports only uncaught errors),
 * and console.error calls with their first argument, before any script of the page runs.
 */
export async function recordRejections(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __roveRejections: string[] }).__roveRejections = seen;
    window.addEventListener('unhandledrejection', (event) => {
      const reason: unknown = event.reason;
      seen.push(reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason));
    });
  });
}

export async function rejections(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __roveRejections?: string[] }).__roveRejections ?? [],
  );
}
