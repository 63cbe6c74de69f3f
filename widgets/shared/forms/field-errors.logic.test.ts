import { describe, expect, it } from 'vitest';
import { firstWithError, withoutErrors } from './field-errors.logic';

describe('a form’s messages by field', () => {
  it('drop the changed field’s message and those of the rules that read it, and no other', () => {
    const errors = { country: 'Required', province: 'Required', phone: 'Invalid' };
    expect(withoutErrors(errors, ['country', 'province'])).toEqual({ phone: 'Invalid' });
    expect(withoutErrors(errors, ['phone'])).toEqual({ country: 'Required', province: 'Required' });
    expect(errors).toEqual({ country: 'Required', province: 'Required', phone: 'Invalid' });
  });

  it('keep every message when the changed field had none', () => {
    const errors: Partial<Record<'city' | 'phone', string>> = { city: 'Required' };
    expect(withoutErrors(errors, ['phone'])).toEqual({ city: 'Required' });
  });

  it('name the first field in the form’s order that has one: where focus goes', () => {
    const order = ['name', 'email', 'existingOrder'] as const;
    expect(firstWithError(order, { existingOrder: 'Select', email: 'Invalid' })).toBe('email');
    expect(firstWithError(order, { existingOrder: 'required' })).toBe('existingOrder');
    expect(firstWithError(order, {})).toBeUndefined();
  });
});
