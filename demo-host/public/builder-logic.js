/* global URLSearchParams */
// The embed builder's rules (/builder, docs/decisions/0078): what a field's value means, whether
// it is valid, and the HTML snippet the marketer copies. Plain JavaScript because the browser runs
// it as it is (the demo host ships its client scripts unbuilt, from /demo-assets/), and the
// server imports the same module to judge the preview's attributes: one set of rules, not two.
// Types: builder-logic.d.ts.

/** A whole or decimal number as a marketer types it: `12`, `-3`, `0.65`. */
const NUMBER = /^-?(?:\d+|\d*\.\d+)$/;

/**
 * A field's value checked against its kind: `value` is what the snippet writes (null: not set,
 * or the element's default, so left out), `error` the message shown beside the field.
 *
 * @param {import('./builder-logic').BuilderField} field
 * @param {string | boolean} raw
 * @returns {import('./builder-logic').FieldCheck}
 * @example checkField({ attribute: 'nid', kind: 'number', options: [], defaultValue: null, description: '' }, 'abc')
 *   // { value: null, error: 'Enter a number, such as 12 or 0.5.' }
 */
export function checkField(field, raw) {
  if (field.kind === 'boolean') {
    const on = raw === true || raw === 'true' || raw === '';
    // A boolean attribute is on by being there; its default is always off.
    return { value: on ? true : null, error: null };
  }
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') return { value: null, error: null };
  if (field.kind === 'number' && !NUMBER.test(text)) {
    return { value: null, error: 'Enter a number, such as 12 or 0.5.' };
  }
  if (field.kind === 'enum' && !field.options.includes(text)) {
    return { value: null, error: `Choose one of: ${field.options.join(', ')}.` };
  }
  const isDefault =
    field.defaultValue !== null &&
    (field.kind === 'number'
      ? Number(text) === Number(field.defaultValue)
      : text === field.defaultValue);
  return { value: isDefault ? null : text, error: null };
}

/**
 * Text safe inside a double-quoted attribute value (and as element content).
 *
 * @param {string} text
 * @example escapeAttribute('Sofa "Oslo" & <b>') // 'Sofa &quot;Oslo&quot; &amp; &lt;b&gt;'
 */
export function escapeAttribute(text) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * The attributes the snippet and the preview carry: valid values that differ from the
 * element's defaults, in the form's order.
 *
 * @param {readonly import('./builder-logic').BuilderField[]} fields
 * @param {Readonly<Record<string, string | boolean>>} values
 * @returns {Array<[string, string | true]>}
 */
export function chosenAttributes(fields, values) {
  /** @type {Array<[string, string | true]>} */
  const chosen = [];
  for (const field of fields) {
    const raw = values[field.attribute];
    if (raw === undefined) continue;
    const { value } = checkField(field, raw);
    if (value !== null) chosen.push([field.attribute, value]);
  }
  return chosen;
}

/**
 * The element's tag as the marketer pastes it into a campaign page.
 *
 * @param {string} tag
 * @param {readonly import('./builder-logic').BuilderField[]} fields
 * @param {Readonly<Record<string, string | boolean>>} values
 * @example htmlSnippet('rove-love', fields, { nid: '12' }) // '<rove-love nid="12"></rove-love>'
 */
export function htmlSnippet(tag, fields, values) {
  const attributes = chosenAttributes(fields, values).map(([name, value]) =>
    value === true ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`,
  );
  return `<${tag}${attributes.join('')}></${tag}>`;
}

/**
 * The query string of the preview page for these values (only what the snippet carries, so the
 * preview shows exactly what the marketer copies).
 *
 * @param {string} tag
 * @param {readonly import('./builder-logic').BuilderField[]} fields
 * @param {Readonly<Record<string, string | boolean>>} values
 * @example previewQuery('rove-love', fields, { nid: '12' }) // 'tag=rove-love&attrs=nid%3D12'
 */
export function previewQuery(tag, fields, values) {
  const attrs = new URLSearchParams();
  for (const [name, value] of chosenAttributes(fields, values)) {
    attrs.append(name, value === true ? '' : value);
  }
  return new URLSearchParams({ tag, attrs: attrs.toString() }).toString();
}
