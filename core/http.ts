import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import * as v from 'valibot';

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
   * May the call be repeated after a network error? Only for calls that change nothing:
   * a retried love or payment could be recorded twice. Defaults to true for GET only —
   * pass false for GET endpoints that change state (e.g. /uc_love/ajax).
   */
  idempotent?: boolean;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

let client: KyInstance | undefined;
let clientBase = '';

function clientFor(basePath: string): KyInstance {
  if (!client || clientBase !== basePath) {
    clientBase = basePath;
    client = ky.create({
      prefixUrl: new URL(basePath, location.origin).href,
      credentials: 'same-origin',
    });
  }
  return client;
}

function describe(error: unknown): HttpFailure {
  if (error instanceof HTTPError) {
    return {
      kind: 'http',
      status: error.response.status,
      message: `HTTP ${error.response.status}`,
    };
  }
  if (error instanceof TimeoutError) return { kind: 'timeout', message: 'request timed out' };
  if (error instanceof DOMException && error.name === 'AbortError')
    return { kind: 'aborted', message: 'request aborted' };
  return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
}

function expectedVsGot(issues: v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map(
      (issue) =>
        `${v.getDotPath(issue) ?? 'reply'}: expected ${issue.expected ?? '?'}, got ${issue.received}`,
    )
    .join('; ');
}

/**
 * Calls one of the site's documented endpoints (relative to the settings' base path) and
 * validates the JSON reply. Never throws: failures come back as `{ok: false, error}`.
 *
 * @example
 * const reply = await callJson('uc_love/ajax', v.object({ cnt: v.number() }), {
 *   basePath: '/', query: { op: 'add', nid: 1203 }, idempotent: false,
 * });
 * if (reply.ok) console.log(reply.data.cnt);
 */
export async function callJson<TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  options: CallOptions & { basePath: string },
): Promise<HttpResult<v.InferOutput<TSchema>>> {
  const method = options.method ?? 'GET';
  const idempotent = options.idempotent ?? method === 'GET';
  const searchParams: Record<string, string> = {};
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) searchParams[key] = String(value);
  }
  let response: Response;
  try {
    response = await clientFor(options.basePath)(path.replace(/^\//, ''), {
      method,
      searchParams,
      ...(options.json === undefined ? {} : { json: options.json }),
      ...(options.form ? { body: new URLSearchParams(options.form) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      retry: idempotent ? { limit: 1, methods: ['get'] } : 0,
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    return { ok: false, error: describe(error) };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, error: { kind: 'invalid', message: `reply from ${path} is not JSON` } };
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) {
    return {
      ok: false,
      error: {
        kind: 'invalid',
        message: `unexpected reply from ${path}: ${expectedVsGot(parsed.issues)}`,
      },
    };
  }
  return { ok: true, data: parsed.output };
}
