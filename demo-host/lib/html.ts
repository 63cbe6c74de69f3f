// A tiny tagged template that escapes every interpolation unless it is already SafeHtml.
// Templates stay plain functions (no JSX, no engine) yet text can never become markup by accident.
// Named `markup`, not `html`, so Prettier leaves the templates' exact output alone (it reformats
// html`` literals as HTML, which would change what the pages send).

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue =
  SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for element content and for quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/**
 * @example markup`<p title="${title}">${name}</p>` // both escaped
 */
export function markup(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Marks already-safe markup (e.g. serialised JSON made safe by jsonForScript). Never pass user text. */
export function trusted(text: string): SafeHtml {
  return new SafeHtml(text);
}
