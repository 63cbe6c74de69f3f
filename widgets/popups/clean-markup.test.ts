import { afterEach, describe, expect, it, vi } from 'vitest';
import * as sanitizer from '../../core/sanitize/html';
import { cleanMarkup, loadCleanMarkup } from './clean-markup';
import type { PopupDefinition, PopupKind } from './types';

const markup = { form: '<p>form</p>', done: '<p>done</p>', html: '<p>html</p>' };

function definition(kind: PopupKind): PopupDefinition {
  return {
    id: `p-${kind}`,
    kind,
    label: 'Offer',
    conditions: {},
    trigger: { type: 'load' },
    cta: null,
    cities: [],
    markup: { ...markup, overlay: true, callback: null, list: 'L1', list2: null },
  };
}

describe('cleanMarkup', () => {
  it('sanitizes the form and done parts of an email kind, and leaves html out', () => {
    const sanitize = vi.fn((html: string) => html.toUpperCase());
    expect(cleanMarkup(definition('newsletter'), sanitize)).toEqual({
      form: '<P>FORM</P>',
      done: '<P>DONE</P>',
      html: '',
    });
    expect(sanitize.mock.calls.map(([html]) => html)).toEqual([markup.form, markup.done]);
  });

  it('sanitizes only the html part of the other kinds', () => {
    const sanitize = vi.fn((html: string) => `[${html}]`);
    expect(cleanMarkup(definition('promo'), sanitize)).toEqual({
      form: '',
      done: '',
      html: '[<p>html</p>]',
    });
    expect(sanitize).toHaveBeenCalledTimes(1);
  });
});

describe('loadCleanMarkup', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sanitizes each part in a task of its own and settles in a later one', async () => {
    // Set by a sanitize and cleared at the end of its task: a second one in the same task sees it.
    let taskBusy = false;
    const sameTask: boolean[] = [];
    vi.spyOn(sanitizer, 'sanitizeHtml').mockImplementation((html: string) => {
      sameTask.push(taskBusy);
      taskBusy = true;
      queueMicrotask(() => (taskBusy = false));
      return `clean ${html}`;
    });
    const clean = await loadCleanMarkup(definition('newsletter'));
    expect(clean).toEqual({ form: 'clean <p>form</p>', done: 'clean <p>done</p>', html: '' });
    expect(sameTask).toEqual([false, false]);
  });

  it('loads the sanitizer on demand and fails closed where DOMPurify cannot run', async () => {
    // happy-dom: core/sanitize/html returns '' rather than unsanitized HTML (Chromium has its
    // own test of the real output).
    expect(await loadCleanMarkup(definition('promo'))).toEqual({ form: '', done: '', html: '' });
  });
});
