// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  checkField,
  escapeAttribute,
  htmlSnippet,
  previewQuery,
  type BuilderField,
} from '../public/builder-logic.js';

// The embed builder's rules (demo-host/public/builder-logic.js), which the page runs in the
// browser and the preview route on the server.

const field = (over: Partial<BuilderField> & Pick<BuilderField, 'attribute' | 'kind'>) =>
  ({ options: [], defaultValue: null, description: '', ...over }) satisfies BuilderField;

const nid = field({ attribute: 'nid', kind: 'number' });
const title = field({ attribute: 'product-title', kind: 'text' });
const autoplay = field({ attribute: 'autoplay', kind: 'boolean' });
const programme = field({
  attribute: 'programme',
  kind: 'enum',
  options: ['standard_3_6_12', 'zero_percent'],
  defaultValue: 'standard_3_6_12',
});
const maxPages = field({ attribute: 'max-pages', kind: 'number', defaultValue: '5' });

describe('checkField', () => {
  it('takes whole and decimal numbers and refuses anything else in a number field', () => {
    expect(checkField(nid, '1203')).toEqual({ value: '1203', error: null });
    expect(checkField(nid, ' -0.65 ')).toEqual({ value: '-0.65', error: null });
    expect(checkField(nid, '.5')).toEqual({ value: '.5', error: null });
    for (const wrong of ['abc', '12px', '1e3', '1.', '--1', 'NaN']) {
      expect(checkField(nid, wrong)).toEqual({
        value: null,
        error: 'Enter a number, such as 12 or 0.5.',
      });
    }
  });

  it('refuses a value outside an enum and names the choices', () => {
    expect(checkField(programme, 'zero_percent')).toEqual({ value: 'zero_percent', error: null });
    expect(checkField(programme, 'free')).toEqual({
      value: null,
      error: 'Choose one of: standard_3_6_12, zero_percent.',
    });
  });

  it('leaves out empty values and defaults (a number default compared as a number)', () => {
    expect(checkField(nid, '   ')).toEqual({ value: null, error: null });
    expect(checkField(programme, 'standard_3_6_12')).toEqual({ value: null, error: null });
    expect(checkField(maxPages, '5.0')).toEqual({ value: null, error: null });
    expect(checkField(maxPages, '6')).toEqual({ value: '6', error: null });
  });

  it('writes a boolean only when it is on', () => {
    expect(checkField(autoplay, true)).toEqual({ value: true, error: null });
    expect(checkField(autoplay, false)).toEqual({ value: null, error: null });
  });
});

describe('htmlSnippet', () => {
  const fields = [nid, title, autoplay, programme];

  it('writes the tag alone when nothing differs from the defaults', () => {
    expect(htmlSnippet('rove-love', fields, {})).toBe('<rove-love></rove-love>');
    expect(
      htmlSnippet('rove-financing', fields, { programme: 'standard_3_6_12', autoplay: false }),
    ).toBe('<rove-financing></rove-financing>');
  });

  it('writes the chosen values in the form order, escaped, booleans bare', () => {
    expect(
      htmlSnippet('rove-love', fields, {
        'product-title': 'Oslo "Sofa" & <b>chair</b>',
        nid: '1203',
        autoplay: true,
      }),
    ).toBe(
      '<rove-love nid="1203" product-title="Oslo &quot;Sofa&quot; &amp; &lt;b&gt;chair&lt;/b&gt;" autoplay></rove-love>',
    );
  });

  it('leaves invalid values out', () => {
    expect(htmlSnippet('rove-financing', fields, { nid: '12x', programme: 'free' })).toBe(
      '<rove-financing></rove-financing>',
    );
  });
});

describe('escapeAttribute', () => {
  it('escapes what could end the attribute or open a tag, ampersands first', () => {
    expect(escapeAttribute(`a&amp;"'<>`)).toBe(`a&amp;amp;&quot;'&lt;&gt;`);
  });
});

describe('previewQuery', () => {
  it('carries what the snippet carries, booleans as empty values', () => {
    const query = new URLSearchParams(
      previewQuery('rove-love', [nid, title, autoplay], {
        nid: '12',
        'product-title': 'A & B',
        autoplay: true,
      }),
    );
    expect(query.get('tag')).toBe('rove-love');
    expect(query.get('attrs')).toBe('nid=12&product-title=A+%26+B&autoplay=');
    expect(previewQuery('rove-love', [nid], { nid: 'x' })).toBe('tag=rove-love&attrs=');
  });
});
