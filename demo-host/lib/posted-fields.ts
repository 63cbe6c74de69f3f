import type { Context } from 'hono';
import { validator } from 'hono/validator';

// The SDK posts JSON; no-JS forms post urlencoded or multipart. Endpoints read both the same way.

/** A no-JS form posts urlencoded or multipart; the SDK posts JSON. */
export function isFormPost(c: Context): boolean {
  const type = c.req.header('content-type') ?? '';
  return type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data');
}

/**
 * Validator middleware: the posted string fields, as `c.req.valid('form')`. Non-string values
 * (files, nested JSON) are dropped, never coerced; a JSON number is kept as its text. A field a
 * form repeats keeps its last value (names ending in [] are lists, so dropped).
 * Hono parses a form body itself; anything else is read as JSON, also when sent as text/plain
 * (some clients do that to skip a CORS preflight). Unreadable JSON has no fields, so the endpoint
 * answers its own 400; multipart Hono cannot parse is refused with Hono's 400 before the handler.
 */
export const postedFields = validator('form', async (form, c) => {
  const fields: Record<string, string> = {};
  if (isFormPost(c)) {
    for (const [key, value] of Object.entries(form)) {
      const last = Array.isArray(value) && !key.endsWith('[]') ? value.at(-1) : value;
      if (typeof last === 'string') fields[key] = last;
    }
    return fields;
  }
  try {
    const parsed: unknown = JSON.parse(await c.req.text());
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [key, value] of Object.entries(parsed)) {
        if (typeof value === 'string') fields[key] = value;
        else if (typeof value === 'number' && Number.isFinite(value)) fields[key] = String(value);
      }
    }
  } catch {
    // An unreadable body has no fields: each endpoint then answers 400 for what it misses.
  }
  return fields;
});
