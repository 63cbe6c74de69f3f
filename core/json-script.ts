// JSON placed inside <script type="application/json"> must not be able to close the tag or open a
// comment: escaping <, > and & as \u escapes keeps it valid JSON and inert HTML. U+2028/2029 are
// escaped too so the text stays a valid JS string literal if a host ever inlines it. Used where
// a page is made: the demo host's settings and the SDK's server rendering (never in a browser).

const UNSAFE = /[<>&\u2028\u2029]/g;

/** @example jsonForScript({a: '</script>'}) // '{"a":"\\u003c/script\\u003e"}' */
export function jsonForScript(value: unknown): string {
  return escapeJsonText(JSON.stringify(value));
}

/** Escapes already-serialised JSON text (used for deliberately malformed demo settings). */
export function escapeJsonText(json: string): string {
  return json.replace(UNSAFE, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
