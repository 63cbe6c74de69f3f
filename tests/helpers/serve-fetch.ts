import { vi } from 'vitest';

/**
 * A fake network for unit tests: `fetch` stubbed so that each request is kept as the test's own
 * record of it (`record`: its path and form, its JSON body, its headers …) and answered with what
 * `reply` returns for that record — a Response as it is, an Error thrown (the network failed),
 * anything else as a JSON body. Returns the records, in the order the requests were sent.
 *
 * @example const calls = serveFetch(formCall, (call) => (call.path === '/cart/add' ? { count: 2 } : {}));
 */
export function serveFetch<Call>(
  record: (request: Request) => Call | Promise<Call>,
  reply: (call: Call) => unknown,
): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const call = await record(request);
      calls.push(call);
      const body = await reply(call);
      if (body instanceof Response) return body;
      if (body instanceof Error) throw body;
      return jsonReply(body);
    }),
  );
  return calls;
}

/** A JSON reply, as the demo host's endpoints send them. */
export function jsonReply(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A page fragment, as the CMS's HTML endpoints send them. */
export function htmlReply(body: string): Response {
  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/** A request's path and its form fields (the buy box's posts). */
export interface FormCall {
  path: string;
  form: Record<string, string>;
}

/** A request's path and its JSON body (null when it has none). */
export interface JsonCall {
  path: string;
  body: Record<string, unknown> | null;
}

/** Records a request as a {@link FormCall}. */
export async function formCall(request: Request): Promise<FormCall> {
  return {
    path: new URL(request.url).pathname,
    form: Object.fromEntries(new URLSearchParams(await request.text())),
  };
}

/** Records a request as a {@link JsonCall}. */
export async function jsonCall(request: Request): Promise<JsonCall> {
  const text = await request.text();
  return {
    path: new URL(request.url).pathname,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
}
