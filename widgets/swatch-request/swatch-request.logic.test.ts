import { describe, expect, it } from 'vitest';
import { emptyAddress } from './swatch-address';
import type { SwatchRequestConfig } from './swatch-config';
import {
  checkSubmit,
  initialSwatchState,
  swatchReducer,
  toggleSwatch,
  type SwatchAction,
  type SwatchRequestState,
} from './swatch-request.logic';

const CONFIG: SwatchRequestConfig = {
  swatches: [101, 102, 103, 104].map((id) => ({
    id,
    name: `S${id}`,
    color: null,
    image: null,
    group: null,
  })),
  limit: 2,
  selected: [101],
  hasBeenSubmitted: false,
  countries: [840, 124],
  defaultCountry: 840,
};

function run(state: SwatchRequestState, ...actions: SwatchAction[]): SwatchRequestState {
  return actions.reduce(swatchReducer, state);
}

describe('toggleSwatch (spec/product.md §4, §5)', () => {
  it.each<[number[], number, number, string, number[]]>([
    [[], 101, 2, 'selected', [101]],
    [[101], 102, 2, 'selected', [101, 102]],
    [[101, 102], 103, 2, 'over-limit', [101, 102]],
    [[101, 102], 101, 2, 'removed', [102]],
    [[101], 101, 1, 'removed', []],
    [[101], 102, 1, 'over-limit', [101]],
  ])('%j + %i (limit %i) → %s %j', (selected, id, limit, kind, after) => {
    expect(toggleSwatch(selected, id, limit)).toEqual({ kind, selected: after });
  });
});

describe('swatchReducer', () => {
  const start = initialSwatchState(CONFIG);

  it('starts on the list with the kept selection and a form for the default country', () => {
    expect(start).toMatchObject({
      view: 'list',
      selected: [101],
      status: 'idle',
      limitAlert: false,
    });
    expect(start.address.country).toBe('840');
  });

  it('a submitted selection starts a new request', () => {
    const state = initialSwatchState({ ...CONFIG, hasBeenSubmitted: true });
    expect(state.selected).toEqual([]);
    expect(state.hasBeenSubmitted).toBe(true);
    expect(run(state, { type: 'toggle', id: 102, limit: 2 }).hasBeenSubmitted).toBe(false);
  });

  it('exceeding the limit opens the alert and keeps the selection', () => {
    const state = run(
      start,
      { type: 'toggle', id: 102, limit: 2 },
      { type: 'toggle', id: 103, limit: 2 },
    );
    expect(state.selected).toEqual([101, 102]);
    expect(state.limitAlert).toBe(true);
    expect(run(state, { type: 'close-alert' }).limitAlert).toBe(false);
  });

  it('Continue needs a selection; Back returns to the list', () => {
    const empty = run(start, { type: 'toggle', id: 101, limit: 2 }, { type: 'continue' });
    expect(empty).toMatchObject({ view: 'list', noneSelected: true });
    const picked = run(empty, { type: 'toggle', id: 103, limit: 2 });
    expect(picked.noneSelected).toBe(false);
    const form = run(picked, { type: 'continue' });
    expect(form.view).toBe('address');
    expect(run(form, { type: 'back' }).view).toBe('list');
  });

  it('typing the phone applies the specification’s trimming; editing a field clears its error', () => {
    const refused = run(start, {
      type: 'refused',
      errors: { phone: 'Required', city: 'Required' },
    });
    const typed = run(refused, { type: 'type', field: 'phone', value: '+1 (604) 555-0199 99' });
    expect(typed.address.phone).toBe('6045550199');
    expect(typed.errors).toEqual({ city: 'Required' });
  });

  it('nothing changes while sending; sent marks has_been_submitted; restart empties', () => {
    const sending = run(start, { type: 'continue' }, { type: 'sending' });
    expect(run(sending, { type: 'toggle', id: 102, limit: 2 })).toBe(sending);
    expect(run(sending, { type: 'back' })).toBe(sending);
    const sent = run(sending, { type: 'sent' });
    expect(sent).toMatchObject({ status: 'sent', hasBeenSubmitted: true, selected: [101] });
    const again = run(sent, { type: 'restart' });
    expect(again).toMatchObject({ view: 'list', status: 'idle', selected: [] });
    expect(run(sending, { type: 'failed' }).status).toBe('failed');
  });
});

describe('checkSubmit', () => {
  it('refuses with the first invalid field in screen order', () => {
    const state = { ...initialSwatchState(CONFIG), address: emptyAddress(840) };
    const result = checkSubmit(state, CONFIG.countries);
    expect(result.kind === 'refuse' && result.firstInvalid).toBe('name');
  });

  it('sends the selection and the address', () => {
    const state: SwatchRequestState = {
      ...initialSwatchState(CONFIG),
      address: {
        ...emptyAddress(124),
        name: 'Ana',
        email: 'ana@rove.shop',
        address1: '1 Main St',
        city: 'Vancouver',
        province: 'BC',
        postal_code: 'v6b1a1',
        phone: '16045550199',
      },
    };
    expect(checkSubmit(state, CONFIG.countries)).toEqual({
      kind: 'send',
      payload: {
        selected: [101],
        address: {
          name: 'Ana',
          email: 'ana@rove.shop',
          address1: '1 Main St',
          address2: '',
          city: 'Vancouver',
          province: 'BC',
          postal_code: 'V6B1A1',
          country: 124,
          phone: '6045550199',
        },
      },
    });
  });
});
