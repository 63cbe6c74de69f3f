// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callJson, retryDelay } from './json';
import { callText } from './text';
import { number, object } from '../schema';

const schema = object({ cnt: number() });

function stubFetch(...responses: (Response | Error)[]) {
  const fetchMock = vi.fn(async (_request: Request) => {
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('callJson', () => {
  it('resolves the path against the base path and sends the query', async () => {
    const fetchMock = stubFetch(json({ cnt: 3 }));
    const result = await callJson('uc_love/ajax', schema, {
      basePath: '/shop/',
      query: { op: 'add', nid: 7, email: undefined },
    });
    expect(result).toEqual({ ok: true, data: { cnt: 3 } });
    const request = fetchMock.mock.calls[0]?.[0] as unknown as Request;
    const url = new URL(request.url);
    expect(url.pathname).toBe('/shop/uc_love/ajax');
    expect(Object.fromEntries(url.searchParams)).toEqual({ op: 'add', nid: '7' });
  });

  it.each([
    ['an HTTP error', () => json({ error: 'x' }, 500), 'http'],
    ['a reply of the wrong shape', () => json({ count: 'three' }), 'invalid'],
    ['a reply that is not JSON', () => new Response('<html>', { status: 200 }), 'invalid'],
    ['a network failure', () => new TypeError('Failed to fetch'), 'network'],
  ])('turns %s into a typed failure instead of throwing', async (_name, make, kind) => {
    stubFetch(make(), make());
    const result = await callJson('x', schema, { basePath: '/', idempotent: false });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe(kind);
  });

  it('says what it expected and what it got when a reply is malformed', async () => {
    stubFetch(json({ cnt: 'three' }));
    const result = await callJson('uc_love/ajax', schema, { basePath: '/' });
    expect(!result.ok && result.error.message).toMatch(/cnt: expected number, got "three"/);
  });

  it('never retries a state-changing call', async () => {
    const fetchMock = stubFetch(new TypeError('Failed to fetch'), json({ cnt: 1 }));
    const result = await callJson('uc_love/ajax', schema, { basePath: '/', idempotent: false });
    expect(result.ok).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up after the timeout and says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (request: Request) =>
          new Promise((_resolve, reject) => {
            request.signal.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      ),
    );
    const result = await callJson('x', schema, { basePath: '/', timeoutMs: 20 });
    expect(!result.ok && result.error.kind).toBe('timeout');
  });

  it('retries a read after a network error', async () => {
    const fetchMock = stubFetch(new TypeError('Failed to fetch'), json({ cnt: 4 }));
    expect(await callJson('x', schema, { basePath: '/' })).toEqual({ ok: true, data: { cnt: 4 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends a form body the way Drupal handlers expect', async () => {
    const fetchMock = stubFetch(json({ cnt: 1 }));
    await callJson('user/login/check-role', schema, {
      basePath: '/',
      method: 'POST',
      form: { name: 'ana' },
    });
    const request = fetchMock.mock.calls[0]?.[0] as unknown as Request;
    expect(request.method).toBe('POST');
    expect(await request.text()).toBe('name=ana');
  });

  it('reports an aborted call as aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        if (request.signal.aborted) throw new DOMException('aborted', 'AbortError');
        return json({ cnt: 1 });
      }),
    );
    const result = await callJson('x', schema, { basePath: '/', signal: controller.signal });
    expect(!result.ok && result.error.kind).toBe('aborted');
  });

  it('sends extra headers, but never lets them replace accept or content-type', async () => {
    const fetchMock = stubFetch(json({ cnt: 1 }));
    await callJson('x', schema, {
      basePath: '/',
      method: 'POST',
      json: { a: 1 },
      headers: { 'Idempotency-Key': 'key-1', Accept: 'text/html', 'Content-Type': 'text/plain' },
    });
    const request = fetchMock.mock.calls[0]?.[0] as unknown as Request;
    expect(request.headers.get('idempotency-key')).toBe('key-1');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('content-type')).toBe('application/json');
  });
});

describe('callText', () => {
  const html = (body: string, type = 'text/html; charset=utf-8', status = 200) =>
    new Response(body, { status, headers: { 'content-type': type } });

  it('GETs with accept set to the type and extra headers, and returns the body', async () => {
    const fetchMock = stubFetch(html('<p>page 2</p>'));
    const result = await callText('/reviews?page=2', 'text/html', {
      basePath: '/',
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    });
    expect(result).toEqual({ ok: true, data: '<p>page 2</p>' });
    const request = fetchMock.mock.calls[0]?.[0] as unknown as Request;
    expect(new URL(request.url).pathname).toBe('/reviews');
    expect(request.headers.get('accept')).toBe('text/html');
    expect(request.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(request.credentials).toBe('same-origin');
  });

  it.each([
    ['an HTTP error', () => html('boom', 'text/html', 500), 'http'],
    ['a reply of another type', () => html('{"items":[]}', 'application/json'), 'invalid'],
    ['a reply with no type', () => new Response('<p>x</p>'), 'invalid'],
  ])('reports %s as %s', async (_label, reply, kind) => {
    stubFetch(reply());
    const result = await callText('x', 'text/html', { basePath: '/' });
    expect(!result.ok && result.error.kind).toBe(kind);
  });

  it('times out like callJson', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (request: Request) =>
          new Promise((_resolve, reject) =>
            request.signal.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            ),
          ),
      ),
    );
    const pending = callText('x', 'text/html', { basePath: '/', timeoutMs: 100 });
    await vi.advanceTimersByTimeAsync(100);
    const result = await pending;
    vi.useRealTimers();
    expect(!result.ok && result.error.kind).toBe('timeout');
  });
});

describe('retryDelay', () => {
  const now = Date.parse('2026-11-27T10:00:00Z');

  it.each([
    ['seconds', '2', 0, 2000],
    ['an HTTP date', 'Fri, 27 Nov 2026 10:00:01 GMT', 0, 1000],
    ['a date already past', 'Fri, 27 Nov 2026 09:00:00 GMT', 0, 0],
    ['nothing: the first backoff', null, 0, 250],
    ['nothing: the second backoff', null, 1, 750],
    ['nonsense: the backoff', 'soon', 1, 750],
  ])('waits for %s', (_name, header, attempt, ms) => {
    expect(retryDelay(attempt, header, now)).toBe(ms);
  });
});
