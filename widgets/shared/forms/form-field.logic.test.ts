import { describe, expect, it } from 'vitest';
import {
  changedField,
  leftField,
  shownErrors,
  submitTried,
  type FieldErrorState,
} from './form-field.logic';

type Field = 'city' | 'zone' | 'phone';

const fresh: FieldErrorState<Field> = { touched: [], submitted: false, serverErrors: {} };
const own = { city: 'Required', zone: 'Required' } as const;

describe('when a field shows its error', () => {
  it('not while the shopper first types: none of its own errors before it is left', () => {
    expect(shownErrors(fresh, own)).toEqual({});
  });

  it('its own error once the shopper has left it, and only its own', () => {
    const left = leftField(fresh, 'city');
    expect(shownErrors(left, own)).toEqual({ city: 'Required' });
    expect(leftField(left, 'city')).toBe(left);
  });

  it('every own error once a submit was tried', () => {
    expect(shownErrors(submitTried(fresh), own)).toEqual(own);
  });

  it('nothing for a field whose own error is fixed', () => {
    expect(shownErrors(submitTried(leftField(fresh, 'city')), { zone: 'Required' })).toEqual({
      zone: 'Required',
    });
  });

  it('the server’s message until the field changes, then its own if it was left', () => {
    const refused = submitTried(fresh, { phone: 'Not a phone', city: 'We do not ship here' });
    expect(shownErrors(refused, {})).toEqual({
      phone: 'Not a phone',
      city: 'We do not ship here',
    });
    const edited = changedField(refused, 'city');
    expect(shownErrors(edited, {})).toEqual({ phone: 'Not a phone' });
    expect(shownErrors(edited, { city: 'Required' })).toEqual({
      phone: 'Not a phone',
      city: 'Required',
    });
  });

  it('its own error before the server’s once it may show; the server’s before that', () => {
    const answered = { ...fresh, serverErrors: { city: 'We do not ship here' } };
    expect(shownErrors(answered, own)).toEqual({ city: 'We do not ship here' });
    expect(shownErrors(leftField(answered, 'city'), own)).toEqual({ city: 'Required' });
  });

  it('a submit keeps the server’s messages unless it brings new ones', () => {
    const answered = { ...fresh, serverErrors: { city: 'We do not ship here' } };
    expect(submitTried(answered).serverErrors).toEqual({ city: 'We do not ship here' });
    expect(submitTried(answered, {}).serverErrors).toEqual({});
  });

  it('keeps the rest of a form’s state (it is part of it)', () => {
    const form = { ...fresh, step: 2 };
    expect(leftField(form, 'zone')).toMatchObject({ step: 2, touched: ['zone'] });
    expect(changedField(form, 'zone')).toMatchObject({ step: 2 });
    expect(submitTried(form)).toMatchObject({ step: 2, submitted: true });
  });
});
