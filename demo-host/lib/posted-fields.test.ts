// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createTestHost } from '../testing/test-host';
import { postedFields } from './posted-fields';

const echo = new Hono().post('/echo', postedFields, (c) => c.json(c.req.valid('form')));

async function fieldsOf(body: BodyInit, contentType?: string): Promise<unknown> {
  const headers = contentType ? { 'content-type': contentType } : undefined;
  const response = await echo.request('/echo', { method: 'POST', body, headers });
  expect(response.status).toBe(200);
  return response.json();
}

describe('postedFields', () => {
  it('reads a JSON object, also sent as text/plain: strings and numbers, nothing else', async () => {
    const body = '{"a":"x","n":2,"big":1e400,"b":true,"o":{"c":"d"},"l":["e"],"z":null}';
    expect(await fieldsOf(body, 'application/json')).toEqual({ a: 'x', n: '2' });
    expect(await fieldsOf(body, 'text/plain;charset=UTF-8')).toEqual({ a: 'x', n: '2' });
  });

  it('reads an urlencoded form; a repeated field keeps its last value, a [] list is dropped', async () => {
    const form = 'application/x-www-form-urlencoded';
    expect(await fieldsOf('a=1&b=x+y&a=2&l[]=3&l[]=4', form)).toEqual({ a: '2', b: 'x y' });
  });

  it('reads multipart, dropping files', async () => {
    const data = new FormData();
    data.set('name', 'Ada');
    data.set('photo', new Blob(['...']), 'photo.jpg');
    expect(await fieldsOf(data)).toEqual({ name: 'Ada' });
  });

  it('finds no fields in an unreadable or non-object body', async () => {
    expect(await fieldsOf('{not json', 'application/json')).toEqual({});
    expect(await fieldsOf('["a"]', 'application/json')).toEqual({});
    expect(await fieldsOf('')).toEqual({});
  });

  it("answers 400 on the host for multipart it cannot parse, the client's error", async () => {
    const host = createTestHost();
    try {
      const response = await host.app.request('/cart/add', {
        method: 'POST',
        body: 'nid=1',
        headers: { 'content-type': 'multipart/form-data' },
      });
      expect(response.status).toBe(400);
      expect(host.logs.join('\n')).not.toContain('failed');
    } finally {
      host.cleanup();
    }
  });
});
