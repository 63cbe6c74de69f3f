import { check, describeIssue, type Schema } from '../schema';

/** Why a call failed, for the caller to choose the specification's message. */
export type HttpFailure<E = never> =
  | { kind: 'network'; message: string }
  | { kind: 'timeout'; message: string }
  | { kind: 'aborted'; message: string }
  /** The server answered with an error status; `data` is its JSON body where `errors` matched. */
  | { kind: 'http'; status: number; message: string; data?: E }
  /** The reply was not JSON or did not match the endpoint's schema. */
  | { kind: 'invalid'; message: string };

export type HttpResult<T, E = never> = { ok: true; data: T } | { ok: false; error: HttpFailure<E> };

export interface CallOptions {
  method?: 'GET' | 'POST';
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as `application/x-www-form-urlencoded`, the way Drupal's handlers expect. */
  form?: Record<string, string> | URLSearchParams;
  /** Sent as `multipart/form-data` (a file upload); the browser writes the boundary. */
  multipart?: FormData;
  signal?: AbortSignal;
  /**
   * Extra request headers (e.g. a payment's Idempotency-Key). They cannot replace `accept` or
   * the body's `content-type`, which the options above decide.
   */
  headers?: Readonly<Record<string, string>>;
  /**
   * May the call be repeated after a network error or a busy server? Only for calls that change
   * nothing: a retried love or payment could be recorded twice. Defaults to true for GET only —
   * pass false for GET endpoints that change state (e.g. /uc_love/ajax).
   */
  idempotent?: boolean;
  /** Each attempt's limit, from the request to the last byte of the reply. */
  timeoutMs?: number;
  /**
   * The request outlives the page (fetch's `keepalive`): a save the shopper's reload or
   * navigation must not cancel. Small bodies only — browsers allow 64 KiB in flight.
   */
  keepalive?: boolean;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** Statuses that say "try again shortly" (RFC 9110): an idempotent call is repeated. */
const RETRY_STATUSES = [408, 429, 502, 503, 504];
/** Two retries at most, and none that would start later than this after the first attempt. */
const RETRY_BUDGET_MS = 3000;

/** A thrown fetch or body error as a typed failure. */
function describe(error: unknown, timedOut: boolean): HttpFailure {
  if (timedOut) return { kind: 'timeout', message: 'request timed out' };
  if (error instanceof DOMException && error.name === 'AbortError')
    return { kind: 'aborted', message: 'request aborted' };
  return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
}

/**
 * Combines the caller's signal with a timeout; `timedOut()` tells which one fired. Exported
 * for waits on something other than fetch (a vendor's callback).
 *
 * @example const limit = deadline(signal, DEFAULT_TIMEOUT_MS); try { await vendorCall(limit.signal) } finally { limit.done() }
 */
export function deadline(signal: AbortSignal | undefined, ms = DEFAULT_TIMEOUT_MS) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  const forward = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

/**
 * How long to wait before retry number `attempt + 1`: the server's `Retry-After` (seconds or an
 * HTTP date) when it sent one, else 250 ms, then 750 ms.
 *
 * @example retryDelay(0, '2') // 2000
 */
export function retryDelay(attempt: number, retryAfter: string | null, now = Date.now()): number {
  // Seconds first ('0' falls through to a date that parses as long past: also 0).
  const ms = retryAfter ? +retryAfter * 1000 || Date.parse(retryAfter) - now : NaN;
  return ms >= 0 ? ms : ms < 0 ? 0 : 250 * 3 ** attempt;
}

/** Waits `ms`; false when the caller's signal aborted first. */
async function pause(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  const limit = deadline(signal, ms);
  if (!limit.signal.aborted)
    await new Promise((resolve) => limit.signal.addEventListener('abort', resolve));
  limit.done();
  return limit.timedOut();
}

/** One attempt: the response and its whole body, both inside the caller's signal and the timeout. */
async function fetchOnce(
  url: URL,
  init: RequestInit,
  options: CallOptions,
): Promise<{ response: Response; body: string }> {
  const limit = deadline(options.signal, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    // The signal again beside the Request: in Node's fetch, an abort through the Request's own
    // signal did not reach a body that had stalled (core/http/server.test.ts); given so, it does.
    const response = await fetch(new Request(url, { ...init, signal: limit.signal }), {
      signal: limit.signal,
    });
    // The body inside the deadline too: a server that sends its headers and then stalls must not
    // outlive the caller's signal or the timeout.
    return { response, body: await response.text() };
  } catch (error) {
    throw describe(error, limit.timedOut());
  } finally {
    limit.done();
  }
}

/** What one call got: the reply (any 2xx), or the failure and any error body the server sent. */
export type Sent =
  { ok: true; response: Response; body: string } | { ok: false; error: HttpFailure; body?: string };

/**
 * Builds and sends one request, with the retry rules below; `accept` is the reply type.
 * Exported for core/http/text.ts and calls whose answer is their status alone; widgets with a
 * reply to read call callJson or callText.
 */
export async function send(
  path: string,
  accept: string,
  options: CallOptions & { basePath: string },
): Promise<Sent> {
  const method = options.method ?? 'GET';
  const idempotent = options.idempotent ?? method === 'GET';
  const url = new URL(path.replace(/^\//, ''), new URL(options.basePath, location.origin));
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  // Headers() compares names case-insensitively, so a caller's 'Accept' cannot sneak past.
  const headers = new Headers(options.headers);
  headers.set('accept', accept);
  headers.delete('content-type');
  let requestBody: BodyInit | undefined = options.multipart;
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    requestBody = JSON.stringify(options.json);
  } else if (options.form) {
    requestBody = new URLSearchParams(options.form);
  }
  const init: RequestInit = {
    method,
    headers,
    credentials: 'same-origin',
    ...(requestBody ? { body: requestBody } : {}),
    ...(options.keepalive ? { keepalive: true } : {}),
  };

  // Retries only for calls that change nothing, after a network error or a "try again" status,
  // after a backoff (or the server's Retry-After) — never after a timeout, which already waited.
  const started = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    let failed: Extract<Sent, { ok: false }>;
    let retryAfter: string | null = null;
    try {
      const { response, body } = await fetchOnce(url, init, options);
      if (response.ok) return { ok: true, response, body };
      const { status } = response;
      failed = { ok: false, error: { kind: 'http', status, message: `HTTP ${status}` }, body };
      if (!RETRY_STATUSES.includes(status)) return failed;
      retryAfter = response.headers.get('retry-after');
    } catch (failure) {
      failed = { ok: false, error: failure as HttpFailure };
      if (failed.error.kind !== 'network') return failed;
    }
    const wait = retryDelay(attempt, retryAfter);
    if (!idempotent || attempt >= 2 || Date.now() - started + wait > RETRY_BUDGET_MS) return failed;
    if (!(await pause(wait, options.signal)))
      return { ok: false, error: { kind: 'aborted', message: 'request aborted' } };
  }
}

/** A reply's JSON; undefined for an empty body (a 204); `invalid` when it does not parse. */
function parse(body: string): { value: unknown } | null {
  try {
    return { value: body.trim() ? JSON.parse(body) : undefined };
  } catch {
    return null;
  }
}

/**
 * Calls one of the site's documented endpoints (relative to the settings' base path) and
 * validates the JSON reply; an empty reply is `undefined` to the schema. With `errors`, an error
 * status whose body matches comes back as the failure's `data` (a 422's field errors). Never
 * throws: failures come back as `{ok: false, error}`.
 *
 * @example
 * const reply = await callJson('uc_love/ajax', object({ cnt: number() }), {
 *   basePath: '/', query: { op: 'add', nid: 1203 }, idempotent: false,
 * });
 * if (reply.ok) console.log(reply.data.cnt);
 */
export async function callJson<T, E = never>(
  path: string,
  schema: Schema<T>,
  options: CallOptions & { basePath: string; errors?: Schema<E> },
): Promise<HttpResult<T, E>> {
  const sent = await send(path, 'application/json', options);
  if (!sent.ok) {
    const { error, body } = sent;
    if (error.kind === 'http' && options.errors && body) {
      const json = parse(body);
      const parsed = json && check(options.errors, json.value);
      if (parsed?.ok) return { ok: false, error: { ...error, data: parsed.value } };
    }
    return { ok: false, error };
  }
  const json = parse(sent.body);
  if (!json)
    return { ok: false, error: { kind: 'invalid', message: `reply from ${path} is not JSON` } };
  const parsed = check(schema, json.value);
  if (!parsed.ok) {
    return {
      ok: false,
      error: {
        kind: 'invalid',
        message: `unexpected reply from ${path}: ${describeIssue(parsed.issue)}`,
      },
    };
  }
  return { ok: true, data: parsed.value };
}
