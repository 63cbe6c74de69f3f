import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callJson, send } from './json';
import { callText } from './text';
import { number, object, optional, record, string } from '../schema';

/**
 * Against a real local HTTP server (Node's own fetch, not a stub): each path below is one way a
 * server answers — stalls after the headers, resets the connection, asks to come back later,
 * answers an error with a body, or with nothing at all. Every request is recorded so a test can
 * count attempts and read what was sent.
 */
interface Received {
  method: string;
  path: string;
  type: string;
  body: string;
  at: number;
}

let server: Server;
let origin = '';
let received: Received[] = [];
/** How many times a path has been asked for (for answers that change on a retry). */
const seen = (path: string) => received.filter((r) => r.path === path).length;

const routes: Record<string, (request: Received, response: ServerResponse) => void> = {
  '/stall': (_r, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"cnt":');
    // …and nothing more: the connection stays open until the client gives up.
  },
  '/stall-text': (_r, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.write('<p>half a');
  },
  '/reset-once': (request, response) => {
    if (seen(request.path) === 1) response.socket?.destroy();
    else json(response, 200, { cnt: 2 });
  },
  '/reset': (_r, response) => response.socket?.destroy(),
  '/busy-then-ok': (request, response) => {
    if (seen(request.path) === 1) json(response, 429, {}, { 'retry-after': '1' });
    else json(response, 200, { cnt: 3 });
  },
  '/unavailable': (_r, response) => json(response, 503, { error: 'down' }),
  '/busy-long': (_r, response) => json(response, 429, {}, { 'retry-after': '10' }),
  '/refused': (_r, response) => json(response, 422, { errors: { email: 'invalid' } }),
  '/refused-html': (_r, response) => {
    response.writeHead(422, { 'content-type': 'text/html' });
    response.end('<h1>Unprocessable</h1>');
  },
  '/no-content': (_r, response) => {
    response.writeHead(204);
    response.end();
  },
  '/echo': (request, response) => json(response, 200, { type: request.type, body: request.body }),
};

function json(response: ServerResponse, status: number, body: unknown, headers = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      const entry = {
        method: request.method ?? '',
        path,
        type: request.headers['content-type'] ?? '',
        body,
        at: Date.now(),
      };
      received.push(entry);
      const route = routes[path];
      if (route) route(entry, response);
      else json(response, 404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

// The calls resolve their path against the page's origin (unstubbed after each test).
beforeEach(() => {
  vi.stubGlobal('location', { origin });
  received = [];
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const cnt = object({ cnt: number() });
const base = { basePath: '/' };

describe('a reply whose body stalls after the headers', () => {
  it('times out at the deadline', async () => {
    const started = Date.now();
    const result = await callJson('stall', cnt, { ...base, timeoutMs: 300 });
    expect(!result.ok && result.error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("ends when the caller's signal aborts", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const started = Date.now();
    const result = await callJson('stall', cnt, { ...base, signal: controller.signal });
    expect(!result.ok && result.error.kind).toBe('aborted');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('ends a text reply the same way', async () => {
    const result = await callText('stall-text', 'text/html', { ...base, timeoutMs: 300 });
    expect(!result.ok && result.error.kind).toBe('timeout');
  });
});

describe('retries', () => {
  it('repeats a read after the connection was reset', async () => {
    const result = await callJson('reset-once', cnt, base);
    expect(result).toEqual({ ok: true, data: { cnt: 2 } });
    expect(seen('/reset-once')).toBe(2);
  });

  it("waits as long as a 429's Retry-After asks before the retry", async () => {
    const result = await callJson('busy-then-ok', cnt, base);
    expect(result).toEqual({ ok: true, data: { cnt: 3 } });
    const [first, second] = received;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('retries a 503 twice at most, with growing pauses, then reports it', async () => {
    const result = await callJson('unavailable', cnt, base);
    expect(!result.ok && result.error).toMatchObject({ kind: 'http', status: 503 });
    expect(seen('/unavailable')).toBe(3);
    const [a, b, c] = received.map((r) => r.at);
    expect((b ?? 0) - (a ?? 0)).toBeGreaterThanOrEqual(200);
    expect((c ?? 0) - (b ?? 0)).toBeGreaterThan((b ?? 0) - (a ?? 0));
  });

  it('gives up at once when Retry-After is beyond the 3 s budget', async () => {
    const started = Date.now();
    const result = await callJson('busy-long', cnt, base);
    expect(!result.ok && result.error).toMatchObject({ kind: 'http', status: 429 });
    expect(seen('/busy-long')).toBe(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('never repeats a state-changing call, whatever the failure', async () => {
    const reset = await callJson('reset', cnt, { ...base, method: 'POST', json: {} });
    const busy = await callJson('unavailable', cnt, { ...base, method: 'POST', json: {} });
    expect(!reset.ok && reset.error.kind).toBe('network');
    expect(!busy.ok && busy.error).toMatchObject({ kind: 'http', status: 503 });
    expect(seen('/reset')).toBe(1);
    expect(seen('/unavailable')).toBe(1);
  });

  it('stops waiting for a retry when the caller aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const started = Date.now();
    const result = await callJson('busy-then-ok', cnt, { ...base, signal: controller.signal });
    expect(!result.ok && result.error.kind).toBe('aborted');
    expect(Date.now() - started).toBeLessThan(900);
    expect(seen('/busy-then-ok')).toBe(1);
  });
});

describe('error and empty replies', () => {
  const fieldErrors = object({ errors: record(string()) });

  it("hands a 422's JSON body to the caller as typed data", async () => {
    const result = await callJson('refused', cnt, {
      ...base,
      method: 'POST',
      json: {},
      errors: fieldErrors,
    });
    expect(!result.ok && result.error).toEqual({
      kind: 'http',
      status: 422,
      message: 'HTTP 422',
      data: { errors: { email: 'invalid' } },
    });
  });

  it('reports an error body that is not JSON as the status alone', async () => {
    const result = await callJson('refused-html', cnt, { ...base, errors: fieldErrors });
    expect(!result.ok && result.error).toEqual({ kind: 'http', status: 422, message: 'HTTP 422' });
  });

  it('accepts a 204 where the schema allows nothing, and refuses it where it does not', async () => {
    const allowed = await callJson('no-content', optional(cnt, null), {
      ...base,
      method: 'POST',
    });
    const refused = await callJson('no-content', cnt, { ...base, method: 'POST' });
    expect(allowed).toEqual({ ok: true, data: null });
    expect(!refused.ok && refused.error.kind).toBe('invalid');
  });
});

describe('bodies', () => {
  const echo = object({ type: string(), body: string() });

  it('sends FormData as multipart, with the boundary the browser chose', async () => {
    const form = new FormData();
    form.set('kind', 'licence');
    form.set('file', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'licence.pdf');
    const result = await callJson('echo', echo, { ...base, method: 'POST', multipart: form });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(result.data.body).toContain('filename="licence.pdf"');
    expect(result.data.body).toContain('%PDF-1.7');
  });

  it('sends a status-only call through the same path', async () => {
    const result = await send('echo', 'application/json', {
      ...base,
      method: 'POST',
      form: new URLSearchParams({ email: 'ana@rove.shop' }),
    });
    expect(result.ok && JSON.parse(result.body)).toEqual({
      type: 'application/x-www-form-urlencoded;charset=UTF-8',
      body: 'email=ana%40rove.shop',
    });
  });
});
