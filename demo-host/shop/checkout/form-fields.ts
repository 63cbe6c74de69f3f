import type { Context } from 'hono';

// The checkout posts Ubercart's form field names ('panes[delivery][city]', 'op'). The SDK may
// send them urlencoded, as multipart, or as JSON, either flat ({"panes[delivery][city]": …}) or
// nested ({panes: {delivery: {city: …}}}); all three read the same. Values are strings: numbers
// and booleans are written as Drupal's form values ('1', '0'), anything else is dropped.

export type FormFields = Readonly<Record<string, string>>;

/** Bodies larger than this are refused before parsing (a checkout form is a few kB). */
export const MAX_FORM_BYTES = 64 * 1024;
const MAX_DEPTH = 4;

function scalar(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  return undefined;
}

function flatten(value: unknown, name: string, depth: number, out: Record<string, string>): void {
  const text = scalar(value);
  if (text !== undefined) {
    out[name] = text;
    return;
  }
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object' || Array.isArray(value)) {
    return;
  }
  for (const [key, inner] of Object.entries(value)) {
    flatten(inner, name === '' ? key : `${name}[${key}]`, depth + 1, out);
  }
}

export type FormRead =
  { ok: true; fields: FormFields; json: boolean } | { ok: false; error: string };

/**
 * Reads a posted checkout form. `json` tells whether the client posted JSON (it then wants a
 * JSON answer, never a redirect).
 */
export async function readCheckoutForm(c: Context): Promise<FormRead> {
  const type = c.req.header('content-type') ?? '';
  const length = Number(c.req.header('content-length') ?? '0');
  if (length > MAX_FORM_BYTES) return { ok: false, error: 'The form is too large.' };
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    try {
      const body = await c.req.parseBody();
      for (const [key, value] of Object.entries(body)) {
        if (typeof value === 'string') out[key] = value;
      }
      return { ok: true, fields: out, json: false };
    } catch {
      return { ok: false, error: 'The form could not be read.' };
    }
  }
  const text = await c.req.text();
  if (text.length > MAX_FORM_BYTES) return { ok: false, error: 'The form is too large.' };
  let parsed: unknown;
  try {
    parsed = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, error: 'The body must be JSON or a form.' };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { ok: false, error: 'The body must be a JSON object.' };
  }
  flatten(parsed, '', 0, out);
  return { ok: true, fields: out, json: true };
}

/** A field trimmed, or undefined when it was not posted at all (so "not posted" keeps what was stored). */
export function field(fields: FormFields, name: string): string | undefined {
  return Object.hasOwn(fields, name) ? (fields[name] ?? '').trim() : undefined;
}
