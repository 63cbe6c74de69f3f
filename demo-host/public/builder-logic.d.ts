// Types of builder-logic.js, the embed builder's rules shared by the page and the server.

/** One attribute of an element as the builder's form offers it. */
export interface BuilderField {
  attribute: string;
  /** Which input: a text field, a number field, a checkbox or a choice of `options`. */
  kind: 'text' | 'number' | 'boolean' | 'enum';
  /** The values an enum takes (empty for the other kinds). */
  options: string[];
  /** The element's default as the manifest gives it, unquoted; null when it names none. */
  defaultValue: string | null;
  description: string;
}

export interface FieldCheck {
  /** What the snippet writes: text, true for a boolean that is on, null for nothing. */
  value: string | true | null;
  error: string | null;
}

export function checkField(field: BuilderField, raw: string | boolean): FieldCheck;
export function escapeAttribute(text: string): string;
export function chosenAttributes(
  fields: readonly BuilderField[],
  values: Readonly<Record<string, string | boolean>>,
): Array<[string, string | true]>;
export function htmlSnippet(
  tag: string,
  fields: readonly BuilderField[],
  values: Readonly<Record<string, string | boolean>>,
): string;
export function previewQuery(
  tag: string,
  fields: readonly BuilderField[],
  values: Readonly<Record<string, string | boolean>>,
): string;
