import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES } from './fields';
import { VALID_TRADE_VALUES as VALID } from './fixtures';
import { readTradeValues } from './read';
import { validateAll } from './rules';

// The form's payload: the values, files by upload id (the widget's enrolmentPayload).
const posted = (change: Record<string, unknown> = {}) =>
  JSON.parse(JSON.stringify({ ...VALID, ...change })) as unknown;

describe('readTradeValues', () => {
  it('reads a complete posted application back into the same values', () => {
    expect(readTradeValues(posted())).toEqual(VALID);
    expect(validateAll(readTradeValues(posted())).errors).toEqual({});
  });

  it.each([null, 'text', 42, [VALID], undefined])('reads %j as the empty application', (input) => {
    expect(readTradeValues(input)).toEqual(EMPTY_VALUES);
  });

  it('turns wrong types into empty values, never throwing', () => {
    const values = readTradeValues(
      posted({
        firstName: 7,
        email: { at: 'x' },
        country: 'FR',
        serviceArea: true,
        taxExempt: null,
        serviceRegions: 'NY',
        agree: 'yes',
        businessCardFile: { id: 'u1' },
        licenceFile: '',
      }),
    );
    expect(values).toMatchObject({
      firstName: '',
      email: '',
      country: '',
      serviceArea: '',
      taxExempt: '',
      serviceRegions: [],
      agree: false,
      businessCardFile: null,
      licenceFile: null,
    });
  });

  it('makes those fail as the rules say: required, or invalid where an entry is bad', () => {
    const { errors } = validateAll(
      readTradeValues(
        posted({ firstName: 7, country: 1, agree: 1, serviceArea: 'regions', serviceRegions: [1] }),
      ),
    );
    expect(errors).toMatchObject({
      firstName: 'required',
      country: 'required',
      agree: 'required',
      // No country: no region is valid; a non-string entry is never one.
      province: 'invalid',
      serviceRegions: 'invalid',
    });
  });

  it('reads a JSON number in a number field as its text, for the rules to judge', () => {
    expect(readTradeValues(posted({ survey2: 12 })).survey2).toBe('12');
    expect(validateAll(readTradeValues(posted({ survey2: 12 }))).errors).toEqual({});
    for (const survey2 of [-3, 2.5, 1e21]) {
      expect(validateAll(readTradeValues(posted({ survey2 }))).errors).toEqual({
        survey2: 'invalid',
      });
    }
    // Anything else is no answer, as in a text field.
    expect(readTradeValues(posted({ survey2: [12] })).survey2).toBe('');
    // A text field stays text only.
    expect(readTradeValues(posted({ firstName: 12 })).firstName).toBe('');
  });

  it('keeps an upload id for the caller to check, and ignores unknown fields', () => {
    const values = readTradeValues(posted({ businessCardFile: 'u-1', admin: true }));
    expect(values.businessCardFile).toEqual({ id: 'u-1', name: '', size: 0 });
    expect(values).not.toHaveProperty('admin');
  });
});
