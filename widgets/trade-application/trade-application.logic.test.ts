import { describe, expect, it } from 'vitest';
import {
  initialTradeState,
  tradeReducer,
  type TradeAction,
  type TradeState,
} from './trade-application.logic';
import { EMPTY_VALUES, type TradeValues } from '../../core/validate/trade/fields';
import { VALID } from './trade-fixtures';

const run = (state: TradeState, ...actions: TradeAction[]) => actions.reduce(tradeReducer, state);
const filled = (values: Partial<TradeValues> = VALID, step = 0, completed = 0) =>
  initialTradeState({ values: { ...EMPTY_VALUES, ...values }, step, completed });

describe('tradeReducer: steps (spec/product.md §4)', () => {
  it('Next on an invalid step stays, flags the fields and asks focus for the first', () => {
    const state = run(initialTradeState(), { type: 'next' });
    expect(state.step).toBe(0);
    expect(state.errors.firstName).toBe('required');
    expect(state.focus).toMatchObject({ kind: 'field', field: 'firstName' });
    expect(state.completed).toBe(0);
  });

  it('Next on a valid step advances, completes it and focuses the heading', () => {
    const state = run(filled(), { type: 'next' });
    expect(state).toMatchObject({ step: 1, completed: 1, errors: {} });
    expect(state.focus.kind).toBe('heading');
  });

  it('Prev goes back without checking; completed steps stay clickable', () => {
    const state = run(
      filled(),
      { type: 'next' },
      { type: 'next' },
      { type: 'prev' },
      { type: 'prev' },
    );
    expect(state).toMatchObject({ step: 0, completed: 2 });
    expect(run(state, { type: 'go', step: 2 }).step).toBe(2);
    // A step never reached is not clickable.
    expect(run(state, { type: 'go', step: 3 }).step).toBe(0);
  });

  it('a forward jump stops at the first invalid step on the way', () => {
    const back = run(filled(), { type: 'next' }, { type: 'next' }, { type: 'go', step: 0 });
    const broken = run(back, { type: 'set', field: 'city', value: '' }, { type: 'go', step: 2 });
    expect(broken.step).toBe(1);
    expect(broken.errors).toEqual({ city: 'required' });
  });

  it('typing clears the field error and the errors of the rules that read it', () => {
    let state = run(filled({ ...VALID, companyType: 'other' }, 1, 1), { type: 'next' });
    expect(state.errors.companyTypeOther).toBe('required');
    state = run(state, { type: 'set', field: 'companyType', value: 'architect' });
    expect(state.errors.companyTypeOther).toBeUndefined();
  });

  it('a new country empties the province and the service regions', () => {
    const state = run(filled({ ...VALID, serviceArea: 'regions', serviceRegions: ['NY'] }), {
      type: 'set',
      field: 'country',
      value: 'CA',
    });
    expect(state.values).toMatchObject({ country: 'CA', province: '', serviceRegions: [] });
  });

  it('toggles service regions', () => {
    const state = run(
      filled(),
      { type: 'toggle-region', code: 'NY' },
      { type: 'toggle-region', code: 'NJ' },
      { type: 'toggle-region', code: 'NY' },
    );
    expect(state.values.serviceRegions).toEqual(['NJ']);
  });
});

describe('tradeReducer: submit', () => {
  it('refuses and goes to the first step with an error', () => {
    const state = run(filled({ ...VALID, phone: '123' }, 3, 3), { type: 'submit' });
    expect(state).toMatchObject({ step: 0, status: 'editing', errors: { phone: 'invalid' } });
    expect(state.focus).toMatchObject({ kind: 'field', field: 'phone' });
  });

  it('sends a valid application and locks the form while it is sent', () => {
    const sending = run(filled(VALID, 3, 3), { type: 'submit' });
    expect(sending.status).toBe('submitting');
    expect(run(sending, { type: 'set', field: 'city', value: 'x' }).values.city).toBe(VALID.city);
    expect(run(sending, { type: 'done' }).status).toBe('done');
  });

  it("shows the server's field errors on their step (422)", () => {
    const refused = run(
      filled(VALID, 3, 3),
      { type: 'submit' },
      { type: 'refused', errors: { email: 'invalid' } },
    );
    expect(refused).toMatchObject({ status: 'editing', step: 0, errors: { email: 'invalid' } });
    expect(refused.values).toEqual({ ...EMPTY_VALUES, ...VALID });
  });

  it('keeps everything after a failed call', () => {
    const failed = run(filled(VALID, 3, 3), { type: 'submit' }, { type: 'failed' });
    expect(failed).toMatchObject({ status: 'failed', step: 3 });
    expect(failed.values).toEqual({ ...EMPTY_VALUES, ...VALID });
    expect(run(failed, { type: 'submit' }).status).toBe('submitting');
  });
});

describe('tradeReducer: uploads', () => {
  it('tracks an upload and keeps its reference', () => {
    const file = { id: 'u1', name: 'card.png', size: 2048 };
    let state = run(filled(), {
      type: 'upload-start',
      field: 'businessCardFile',
      name: 'card.png',
    });
    expect(state.uploads.businessCardFile).toEqual({ status: 'uploading', name: 'card.png' });
    state = run(state, { type: 'upload-done', field: 'businessCardFile', file });
    expect(state.uploads.businessCardFile).toBeUndefined();
    expect(state.values.businessCardFile).toEqual(file);
    state = run(state, { type: 'upload-remove', field: 'businessCardFile' });
    expect(state.values.businessCardFile).toBeNull();
  });

  it('an uploaded licence clears the association errors', () => {
    let state = run(filled({ ...VALID, association: '', membershipNumber: '' }, 2, 2), {
      type: 'next',
    });
    expect(state.errors).toMatchObject({ association: 'required', membershipNumber: 'required' });
    state = run(state, {
      type: 'upload-done',
      field: 'licenceFile',
      file: { id: 'u2', name: 'l.pdf', size: 10 },
    });
    expect(state.errors).toEqual({});
  });

  it('keeps a refused file’s problem', () => {
    const state = run(filled(), {
      type: 'upload-failed',
      field: 'licenceFile',
      problem: 'too-large',
    });
    expect(state.uploads.licenceFile).toEqual({ status: 'failed', problem: 'too-large' });
  });
});

describe('initialTradeState', () => {
  it('never opens a step beyond the completed ones', () => {
    expect(initialTradeState({ values: EMPTY_VALUES, step: 3, completed: 1 }).step).toBe(1);
  });
});
