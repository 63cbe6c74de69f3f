import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callJson } from './http';
import { callText } from './http-text';
import { number, object } from './schema';

/**
 * Against a real local HTTP server (Node's own fetch, not a stub): the server sends its headers
 * and the start of a body, then stalls. The caller's signal and the timeout must still end the
 * call — they once stopped counting when the headers arrived.
 */
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const type = request.url?.startsWith('/text') ? 'text/html' : 'application/json';
    response.writeHead(200, { 'content-type': type });
    response.write(type === 'text/html' ? '<p>half a' : '{"cnt":');
    // …and nothing more: the connection stays open until the client gives up.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

// The calls resolve their path against the page's origin (unstubbed after each test).
beforeEach(() => vi.stubGlobal('location', { origin }));

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const schema = object({ cnt: number() });

describe('a reply whose body stalls after the headers', () => {
  it('times out at the deadline', async () => {
    const started = Date.now();
    const result = await callJson('json', schema, { basePath: '/', timeoutMs: 300 });
    expect(!result.ok && result.error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("ends when the caller's signal aborts", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const started = Date.now();
    const result = await callJson('json', schema, { basePath: '/', signal: controller.signal });
    expect(!result.ok && result.error.kind).toBe('aborted');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('ends a text reply the same way', async () => {
    const result = await callText('text', 'text/html', { basePath: '/', timeoutMs: 300 });
    expect(!result.ok && result.error.kind).toBe('timeout');
  });
});
