import type { Context } from 'hono';

// The SDK posts JSON; no-JS forms post urlencoded or multipart. Endpoints read both the same way.

/** Posted string fields; non-string values (files, nested JSON) are dropped, never coerced. */
export async function postedFields(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  const fields: Record<string, string> = {};
  try {
    if (
      type.includes('application/x-www-form-urlencoded') ||
      type.includes('multipart/form-data')
    ) {
      const body = await c.req.parseBody();
      for (const [key, value] of Object.entries(body)) {
        if (typeof value === 'string') fields[key] = value;
      }
      return fields;
    }
    // JSON, or JSON sent as text/plain (some clients do that to skip a CORS preflight).
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
}
