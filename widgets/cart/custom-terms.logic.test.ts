import { describe, expect, it } from 'vitest';
import { initialTermsState, termsReducer } from './custom-terms.logic';

describe('termsReducer', () => {
  it('marks the box missing when agreeing without it, and keeps an agreement as it is', () => {
    const missing = termsReducer(initialTermsState, { type: 'agree-pressed' });
    expect(missing).toEqual({ agreed: false, missing: true });
    const agreed = termsReducer(initialTermsState, { type: 'box-changed', agreed: true });
    expect(termsReducer(agreed, { type: 'agree-pressed' })).toBe(agreed);
  });

  it('drops the message when the box changes, ticked or not', () => {
    const missing = { agreed: false, missing: true };
    expect(termsReducer(missing, { type: 'box-changed', agreed: true })).toEqual({
      agreed: true,
      missing: false,
    });
    expect(termsReducer(missing, { type: 'box-changed', agreed: false }).missing).toBe(false);
  });
});
