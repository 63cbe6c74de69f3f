import { describe, expect, it } from 'vitest';
import { countryMenuReducer, initialCountryMenu } from './country-menu.machine';

describe('countryMenuReducer', () => {
  it('opens and closes the list, and an unchanged answer keeps the state', () => {
    const open = countryMenuReducer(initialCountryMenu, { type: 'toggled', open: true });
    expect(open).toEqual({ open: true, busy: false });
    expect(countryMenuReducer(open, { type: 'toggled', open: true })).toBe(open);
    expect(countryMenuReducer(open, { type: 'toggled', open: false }).open).toBe(false);
  });

  it('closes on a choice, and is busy only when another country was chosen', () => {
    const open = { open: true, busy: false };
    expect(countryMenuReducer(open, { type: 'chosen', changed: false })).toEqual({
      open: false,
      busy: false,
    });
    expect(countryMenuReducer(open, { type: 'chosen', changed: true })).toEqual({
      open: false,
      busy: true,
    });
  });
});
