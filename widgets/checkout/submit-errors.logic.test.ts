import { describe, expect, it } from 'vitest';
import { createStepperState, stepperReducer, type StepIndex } from './steps.logic';
import {
  errorBanner,
  findMissingInputs,
  isAccountError,
  orderValidationOutcome,
  stepOfField,
  submitErrorsFromRecord,
  submitErrorsOutcome,
  type SubmitError,
} from './submit-errors.logic';

describe('stepOfField: input names to steps', () => {
  it.each<[string, StepIndex | null]>([
    ['panes][customer][primary_email', 0],
    ['email', 0],
    ['panes][membership][choice', 1],
    ['membership', 1],
    ['panes][delivery][delivery_first_name', 2],
    ['panes][delivery][delivery_postal_code', 2],
    ['panes][billing][billing_phone', 2],
    ['panes][quotes][quote_option', 2],
    ['shipping.city', 2],
    ['billing.postalCode', 2],
    ['panes][warranty][term', 3],
    ['protection', 3],
    ['panes][payment][details][cc_number', 4],
    ['cardNumber', 4],
    ['cvv', 4],
    ['store_credit', 4],
    // The demo host's (and the CMS form's) posted names.
    ['panes[customer][primary_email]', 0],
    ['panes[membership][value]', 1],
    ['panes[delivery][first_name]', 2],
    ['panes[delivery][zone]', 2],
    ['panes[billing][copy_address]', 2],
    ['panes[quotes][quote_option]', 2],
    ['panes[protection][term]', 3],
    ['panes[payment][payment_method]', 4],
    ['referral_source', null],
    ['', null],
  ])('%s → %s', (field, step) => {
    expect(stepOfField(field)).toBe(step);
  });
});

describe('submitErrorsOutcome (spec/checkout.md §4 after a failed post-submit)', () => {
  it.each<[string, SubmitError]>([
    ['username', { message: 'The username ana is already taken.' }],
    ['user name', { message: 'That user name is not allowed.' }],
    ['account', { message: 'Your account is blocked.' }],
    ['email', { message: 'Email is not valid.' }],
    ['e-mail', { message: 'The e-mail address ana@rove.shop is already registered.' }],
    ['email input', { field: 'panes][customer][primary_email', message: 'Invalid' }],
  ])('an error mentioning %s resets every step', (_case, error) => {
    expect(isAccountError(error)).toBe(true);
    const outcome = submitErrorsOutcome([
      { field: 'panes][payment][cc_number', message: 'x' },
      error,
    ]);
    expect(outcome.stepAction).toEqual({ type: 'resetAll' });
    expect(outcome.banner).toBe('2 error(s).');
  });

  it('opens the earliest errored step and completes the ones before it', () => {
    const outcome = submitErrorsOutcome([
      { field: 'panes][payment][details][cc_number', message: 'Invalid' },
      { field: 'panes][delivery][delivery_city', message: 'Not shippable city' },
    ]);
    expect(outcome).toEqual({
      stepAction: { type: 'markCompletedUpTo', step: 2 },
      banner: '2 error(s).',
      fieldErrors: {
        'panes][payment][details][cc_number': 'Invalid',
        'panes][delivery][delivery_city': 'Not shippable city',
      },
    });
    const config = {
      country: 'US',
      hasWarrantyPane: true,
      membershipOnly: false,
      membershipLock: false,
    } as const;
    const state = stepperReducer(createStepperState(config), outcome.stepAction!);
    expect(state).toMatchObject({ current: 2, completed: [0, 1] });
  });

  it('leaves the steps alone for errors of no known input, but still counts them', () => {
    expect(submitErrorsOutcome([{ message: 'Something went wrong.' }])).toEqual({
      stepAction: null,
      banner: '1 error(s).',
      fieldErrors: {},
    });
    expect(submitErrorsOutcome([])).toEqual({ stepAction: null, banner: null, fieldErrors: {} });
  });

  it('keeps the first message of an input and reads Drupal error records', () => {
    const errors = [
      ...submitErrorsFromRecord({ 'panes][delivery][delivery_city': 'Required' }),
      { field: 'panes][delivery][delivery_city', message: 'second' },
    ];
    expect(submitErrorsOutcome(errors).fieldErrors).toEqual({
      'panes][delivery][delivery_city': 'Required',
    });
    expect(errorBanner(1)).toBe('1 error(s).');
    expect(errorBanner(12)).toBe('12 error(s).');
  });
});

describe('findMissingInputs (spec/checkout.md §5 generic submit)', () => {
  it('flags empty required inputs and selects at 0, in form order', () => {
    expect(
      findMissingInputs([
        { name: 'first', value: 'Ana', required: true },
        { name: 'zone', value: '0', required: true, select: true },
        { name: 'qty', value: '0', required: true },
        { name: 'city', value: '  ', required: true },
        { name: 'company', value: '', required: false },
      ]),
    ).toEqual({
      ok: false,
      missing: ['zone', 'city'],
      first: 'zone',
      message: 'Please complete this field',
    });
  });

  it('passes when nothing required is missing', () => {
    expect(findMissingInputs([{ name: 'first', value: 'Ana', required: true }])).toEqual({
      ok: true,
      missing: [],
      first: null,
      message: null,
    });
  });
});

describe('orderValidationOutcome (spec/checkout.md §4 payment step)', () => {
  it('opens payment only on success, else lists the errors and reopens the address step', () => {
    expect(orderValidationOutcome({ success: true, errors: [] })).toEqual({
      proceed: true,
      messages: [],
      stepAction: null,
    });
    expect(
      orderValidationOutcome({ success: false, errors: [' Not shippable city ', '', 'Required'] }),
    ).toEqual({
      proceed: false,
      messages: ['Not shippable city', 'Required'],
      stepAction: { type: 'markCompletedUpTo', step: 2 },
    });
    expect(orderValidationOutcome({ success: false })).toMatchObject({
      proceed: false,
      messages: [],
    });
  });
});
