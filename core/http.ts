import { check, describeIssue, type Schema } from './schema';

/** Why a call failed, for the caller to choose the seed's message. */
export type HttpFailure =
  | { kind: 'network'; message: string }
  | { kind: 'timeout'; message: string }
  | { kind: 'aborted'; message: string }
  | { kind: 'http'; status: number; message: string }
  /** The reply was not JSON or did not match the endpoint's schema. */
  | { kind: 'invalid'; message: string };

export type HttpResult<T> = { ok: true; data: T } | { ok: false; error: HttpFailure };

export interface CallOptions {
  method?: 'GET' | 'POST';
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as `application/x-www-form-urlencoded`, the way Drupal's handlers expect. */
  form?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Extra request headers (e.g. a payment's Idempotency-Key). They cannot replace `accept` or
   * the body's `content-type`, which the options above decide.
   */
  headers?: Readonly<Record<string, string>>;
  /**
   * May the call be repeated after a network error? Only for calls that change nothing:
   * a retried love or payment could be recorded twice. Defaults to true for GET only —
   * pass false for GET endpoints that change state (e.g. /uc_love/ajax).
   */
  idempotent?: boolean;
  timeoutMs?: number;
  /**
   * The request outlives the page (fetch's `keepalive`): a save the shopper's reload or
   * navigation must not cancel. Small bodies only — browsers allow 64 KiB in flight.
   */
  keepalive?: boolean;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** A thrown fetch or body error as a typed failure (shared with core/http-text.ts). */
export function describe(error: unknown, timedOut: boolean): HttpFailure {
  if (error instanceof HttpStatusError)
    return { kind: 'http', status: error.status, message: error.message };
  if (timedOut) return { kind: 'timeout', message: 'request timed out' };
  if (error instanceof DOMException && error.name === 'AbortError')
    return { kind: 'aborted', message: 'request aborted' };
  return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
}

/**
 * Combines the caller's signal with a timeout; `timedOut()` tells which one fired. Exported
 * for the few callers that need fetch itself (a 400 body to read, a multipart post).
 *
 * @example const limit = deadline(signal, DEFAULT_TIMEOUT_MS); try { await fetch(url, { signal: limit.signal }) } finally { limit.done() }
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

async function fetchOnce(
  url: URL,
  init: RequestInit,
  options: CallOptions,
): Promise<{ response: Response; body: string }> {
  const limit = deadline(options.signal, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    // The signal again beside the Request: in Node's fetch, an abort through the Request's own
    // signal did not reach a body that had stalled (core/http-stalled.test.ts); given so, it does.
    const response = await fetch(new Request(url, { ...init, signal: limit.signal }), {
      signal: limit.signal,
    });
    if (!response.ok) throw new HttpStatusError(response.status);
    // The body inside the deadline too: a server that sends its headers and then stalls must not
    // outlive the caller's signal or the timeout.
    return { response, body: await response.text() };
  } catch (error) {
    throw limit.timedOut() ? new DOMException('timeout', 'TimeoutError') : error;
  } finally {
    limit.done();
  }
}

export type Sent =
  { ok: true; response: Response; body: string } | { ok: false; error: HttpFailure };

/**
 * Builds and sends one request (with the one retry rules below); `accept` is the reply type.
 * Exported for core/http-text.ts only: widgets call callJson or callText.
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
  let requestBody: BodyInit | undefined;
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

  // One retry after a network error, for calls that change nothing; never after an HTTP
  // status (the server answered) nor for state-changing calls.
  for (let attempt = 0; ; attempt += 1) {
    try {
      return { ok: true, ...(await fetchOnce(url, init, options)) };
    } catch (error) {
      const failure = describe(
        error,
        error instanceof DOMException && error.name === 'TimeoutError',
      );
      if (failure.kind !== 'network' || !idempotent || attempt >= 1)
        return { ok: false, error: failure };
    }
  }
}

/**
 * Calls one of the site's documented endpoints (relative to the settings' base path) and
 * validates the JSON reply. Never throws: failures come back as `{ok: false, error}`.
 *
 * @example
 * const reply = await callJson('uc_love/ajax', object({ cnt: number() }), {
 *   basePath: '/', query: { op: 'add', nid: 1203 }, idempotent: false,
 * });
 * if (reply.ok) console.log(reply.data.cnt);
 */
export async function callJson<T>(
  path: string,
  schema: Schema<T>,
  options: CallOptions & { basePath: string },
): Promise<HttpResult<T>> {
  const sent = await send(path, 'application/json', options);
  if (!sent.ok) return sent;
  let body: unknown;
  try {
    body = JSON.parse(sent.body);
  } catch {
    return { ok: false, error: { kind: 'invalid', message: `reply from ${path} is not JSON` } };
  }
  const parsed = check(schema, body);
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
