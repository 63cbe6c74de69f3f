import { describe, expect, it } from 'vitest';
import { shownError } from './form-control.logic';

describe('when a control shows its error (one rule for every form)', () => {
  it('not its own error while the shopper first types', () => {
    expect(shownError({ own: 'Required' })).toBeUndefined();
  });

  it('its own error once left or once a submit was tried', () => {
    expect(shownError({ own: 'Required', touched: true })).toBe('Required');
    expect(shownError({ own: 'Required', submitted: true })).toBe('Required');
  });

  it('the held message (the server’s) until then, and while its own is fixed', () => {
    expect(shownError({ own: 'Required', held: 'Not here' })).toBe('Not here');
    expect(shownError({ own: null, touched: true, held: 'Not here' })).toBe('Not here');
  });

  it('a form that checks on submit: the check’s held message, none once dropped', () => {
    expect(shownError({ held: 'Invalid' })).toBe('Invalid');
    expect(shownError({ held: null, submitted: true })).toBeUndefined();
  });
});
