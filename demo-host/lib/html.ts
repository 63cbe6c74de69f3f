import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

// Hono's html`` tagged template (hono/html), under another name and typed synchronous: it escapes
// every interpolation unless it is already markup, so templates stay plain functions (no JSX, no
// engine) yet text can never become markup by accident.
// Named `markup`, not `html`, so Prettier leaves the templates' exact output alone (it reformats
// html`` literals as HTML, which would change what the pages send).

/**
 * Markup that markup`` inserts as is: Hono's escaped string (a String object marked `isEscaped`).
 * Routes send `page.toString()`: given the object itself, `c.html()` answers a promise.
 */
export type SafeHtml = HtmlEscapedString;

/**
 * What a template may interpolate. `null`, `undefined` and `false` print nothing, arrays are
 * joined (nested ones too), numbers and text are escaped, SafeHtml is inserted as is. `true` is
 * left out: Hono would print nothing for it, so a boolean must be turned into text on purpose.
 */
export type HtmlValue =
  SafeHtml | string | number | false | null | undefined | readonly HtmlValue[];

/**
 * @example markup`<p title="${title}">${name}</p>` // both escaped
 */
export function markup(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  const out = html(strings, ...values);
  // Hono renders a promise it is given asynchronously; the pages never pass one.
  if (out instanceof Promise) throw new TypeError('markup`` renders synchronously: got a promise');
  return out;
}

/** Marks already-safe markup (e.g. serialised JSON made safe by jsonForScript). Never pass user text. */
export function trusted(text: string): SafeHtml {
  return raw(text);
}

/** Escapes text for element content and for quoted attribute values alike (&, <, >, " and '). */
export function escapeHtml(text: string): string {
  return String(markup`${text}`);
}
