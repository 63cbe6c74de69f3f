import type { Context } from 'hono';

/** The most a simulated provider's endpoint reads of a request body. */
const MAX_BODY = 16 * 1024;

/**
 * A request's JSON body when it is an object of at most 16 KiB, else undefined (too large, not
 * JSON, an array or a primitive): the simulated providers' endpoints answer that with their
 * vendor's own error.
 *
 * @example const body = await jsonObjectBody(c); if (!body) return badRequest(c);
 */
export async function jsonObjectBody(c: Context): Promise<Record<string, unknown> | undefined> {
  const text = await c.req.text();
  if (text.length > MAX_BODY) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
