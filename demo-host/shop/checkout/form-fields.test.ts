// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readCheckoutForm } from './form-fields';

const app = new Hono().post('/', async (c) => c.json(await readCheckoutForm(c)));
const post = async (body: string, type: string) =>
  (await app.request('/', { method: 'POST', body, headers: { 'content-type': type } })).json();

describe('readCheckoutForm', () => {
  it('flattens nested JSON to Ubercart’s bracket names, writing booleans as 1/0', async () => {
    expect(
      await post(
        JSON.stringify({
          op: 'Review order',
          panes: { billing: { copy_address: true, zip: 12 } },
          x: [1],
          n: null,
        }),
        'application/json',
      ),
    ).toEqual({
      ok: true,
      json: true,
      fields: {
        op: 'Review order',
        'panes[billing][copy_address]': '1',
        'panes[billing][zip]': '12',
      },
    });
  });

  it('keeps flat bracket names in JSON and in forms', async () => {
    expect(
      await post(JSON.stringify({ 'panes[delivery][city]': 'Paris' }), 'text/plain'),
    ).toMatchObject({
      fields: { 'panes[delivery][city]': 'Paris' },
    });
    expect(
      await post('panes%5Bdelivery%5D%5Bcity%5D=Paris&op=x', 'application/x-www-form-urlencoded'),
    ).toEqual({
      ok: true,
      json: false,
      fields: { 'panes[delivery][city]': 'Paris', op: 'x' },
    });
  });

  it('refuses malformed JSON, arrays and oversized bodies', async () => {
    expect(await post('{', 'application/json')).toMatchObject({ ok: false });
    expect(await post('[1]', 'application/json')).toMatchObject({ ok: false });
    expect(await post(JSON.stringify({ a: 'x'.repeat(70_000) }), 'application/json')).toMatchObject(
      { ok: false },
    );
  });

  it('stops flattening at a sane depth (and ignores __proto__ tricks)', async () => {
    const fields = (await post(
      '{"a":{"b":{"c":{"d":{"e":"deep"}}}},"__proto__":{"polluted":"1"}}',
      'application/json',
    )) as {
      fields: Record<string, string>;
    };
    expect(fields.fields).not.toHaveProperty('a[b][c][d][e]');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
