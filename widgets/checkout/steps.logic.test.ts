import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, type Country } from '../../core/country';
import {
  createStepperState,
  presentSteps,
  STEP,
  stepName,
  stepperReducer,
  stepStatus,
  stepStatuses,
  type StepIndex,
  type StepperAction,
  type StepperConfig,
  type StepperState,
} from './steps.logic';

function config(overrides: Partial<StepperConfig> = {}): StepperConfig {
  return {
    country: 'US',
    hasWarrantyPane: true,
    membershipOnly: false,
    membershipLock: false,
    ...overrides,
  };
}

function run(state: StepperState, ...actions: StepperAction[]): StepperState {
  return actions.reduce(stepperReducer, state);
}

const CONTINUE: StepperAction = { type: 'continue' };
const ALL_VALID = { 0: true, 1: true, 2: true, 3: true, 4: true } as const;

function statuses(state: StepperState): string[] {
  return stepStatuses(state).map((row) => `${row.name}:${row.status}`);
}

describe('presentSteps: protection only for US and CA with the warranty pane (spec/checkout.md §2)', () => {
  it.each<[Country, boolean, StepIndex[]]>([
    ['US', true, [0, 1, 2, 3, 4]],
    ['CA', true, [0, 1, 2, 3, 4]],
    ['US', false, [0, 1, 2, 4]],
    ['CA', false, [0, 1, 2, 4]],
    ['AU', true, [0, 1, 2, 4]],
    ['KR', true, [0, 1, 2, 4]],
    ['UK', true, [0, 1, 2, 4]],
    ['HK', true, [0, 1, 2, 4]],
  ])('%s with warranty pane %s', (country, hasWarrantyPane, steps) => {
    expect(presentSteps(config({ country, hasWarrantyPane }))).toEqual(steps);
  });

  it('keeps the specification’s numbers', () => {
    expect(STEP).toEqual({ account: 0, membership: 1, address: 2, protection: 3, payment: 4 });
    expect(stepName(3)).toBe('protection');
  });
});

describe('continue', () => {
  it('starts at the account step with nothing completed', () => {
    expect(statuses(createStepperState(config()))).toEqual([
      'account:current',
      'membership:open',
      'address:open',
      'protection:open',
      'payment:open',
    ]);
  });

  it('completes the current step and opens the next, skipping an absent protection step', () => {
    const state = run(createStepperState(config({ country: 'AU' })), CONTINUE, CONTINUE, CONTINUE);
    expect(statuses(state)).toEqual([
      'account:completed',
      'membership:completed',
      'address:completed',
      'payment:current',
    ]);
  });

  it('never completes the last step', () => {
    const atPayment = run(createStepperState(config()), CONTINUE, CONTINUE, CONTINUE, CONTINUE);
    expect(atPayment.current).toBe(STEP.payment);
    expect(run(atPayment, CONTINUE)).toBe(atPayment);
    expect(stepStatus(run(atPayment, CONTINUE), STEP.payment)).toBe('current');
  });

  it('after reopening an earlier step, opens the step right after it', () => {
    const state = run(
      createStepperState(config()),
      CONTINUE,
      CONTINUE,
      CONTINUE,
      { type: 'selectStep', step: 0, validity: {} },
      CONTINUE,
    );
    expect(statuses(state)).toEqual([
      'account:completed',
      'membership:current',
      'address:completed',
      // It was current, never continued, when the shopper went back.
      'protection:open',
      'payment:open',
    ]);
  });
});

describe('selectStep', () => {
  it('reopens an earlier step', () => {
    const state = run(createStepperState(config()), CONTINUE, CONTINUE, {
      type: 'selectStep',
      step: 0,
      validity: {},
    });
    expect(statuses(state)).toEqual([
      'account:current',
      'membership:completed',
      'address:open',
      'protection:open',
      'payment:open',
    ]);
  });

  it('to a later step validates every step in between and stops at the first incomplete one', () => {
    const start = createStepperState(config());
    const stopped = run(start, {
      type: 'selectStep',
      step: STEP.payment,
      validity: { 0: true, 1: true, 2: false, 3: true },
    });
    expect(statuses(stopped)).toEqual([
      'account:completed',
      'membership:completed',
      'address:current',
      'protection:open',
      'payment:open',
    ]);
    const reached = run(start, { type: 'selectStep', step: STEP.payment, validity: ALL_VALID });
    expect(statuses(reached)).toEqual([
      'account:completed',
      'membership:completed',
      'address:completed',
      'protection:completed',
      'payment:current',
    ]);
  });

  it('validates the current step too before leaving it forward', () => {
    const state = run(createStepperState(config()), {
      type: 'selectStep',
      step: STEP.address,
      validity: { 0: false, 1: true },
    });
    expect(state.current).toBe(STEP.account);
    expect(state.completed).toEqual([]);
  });

  it('treats a missing validity entry as incomplete', () => {
    const state = run(createStepperState(config()), {
      type: 'selectStep',
      step: STEP.address,
      validity: { 0: true },
    });
    expect(state.current).toBe(STEP.membership);
  });

  it('ignores the current step, an absent step and an unknown action', () => {
    const start = createStepperState(config({ country: 'KR' }));
    expect(run(start, { type: 'selectStep', step: 0, validity: ALL_VALID })).toBe(start);
    expect(run(start, { type: 'selectStep', step: STEP.protection, validity: ALL_VALID })).toBe(
      start,
    );
    expect(stepperReducer(start, { type: 'nope' } as unknown as StepperAction)).toBe(start);
  });
});

describe('resetAll and markCompletedUpTo (after a failed post-submit)', () => {
  const atPayment = run(createStepperState(config()), CONTINUE, CONTINUE, CONTINUE, CONTINUE);

  it('resetAll makes every step open and the account step current', () => {
    expect(statuses(run(atPayment, { type: 'resetAll' }))).toEqual([
      'account:current',
      'membership:open',
      'address:open',
      'protection:open',
      'payment:open',
    ]);
  });

  it('markCompletedUpTo completes earlier steps, opens the errored one, and opens later ones', () => {
    expect(statuses(run(atPayment, { type: 'markCompletedUpTo', step: STEP.address }))).toEqual([
      'account:completed',
      'membership:completed',
      'address:current',
      'protection:open',
      'payment:open',
    ]);
  });

  it('markCompletedUpTo an absent step opens the next present one', () => {
    const au = run(createStepperState(config({ country: 'AU' })), CONTINUE);
    expect(run(au, { type: 'markCompletedUpTo', step: STEP.protection }).current).toBe(
      STEP.payment,
    );
  });
});

describe('membership-only countries and lock mode (spec/checkout.md §4)', () => {
  it('membership-only: the membership step completes itself after the account step', () => {
    const state = run(createStepperState(config({ membershipOnly: true })), CONTINUE);
    expect(statuses(state)).toEqual([
      'account:completed',
      'membership:completed',
      'address:current',
      'protection:open',
      'payment:open',
    ]);
    // Without the lock the shopper may still go back to it.
    const back = run(state, { type: 'selectStep', step: STEP.membership, validity: {} });
    expect(back.current).toBe(STEP.membership);
  });

  it('lock mode: the step completes itself and cannot be navigated to', () => {
    const start = createStepperState(config({ membershipOnly: true, membershipLock: true }));
    const state = run(start, CONTINUE);
    expect(state.current).toBe(STEP.address);
    expect(run(state, { type: 'selectStep', step: STEP.membership, validity: ALL_VALID })).toBe(
      state,
    );
    expect(stepStatuses(state).find((row) => row.step === STEP.membership)?.selectable).toBe(false);
    // Forward navigation passes over it without a validity entry.
    expect(
      run(start, { type: 'selectStep', step: STEP.address, validity: { 0: true } }).current,
    ).toBe(STEP.address);
  });

  it('an active member skips the membership step but may still open it', () => {
    const state = run(createStepperState(config({ memberActive: true })), CONTINUE);
    expect(state.current).toBe(STEP.address);
    expect(state.completed).toEqual([0, 1]);
    expect(run(state, { type: 'selectStep', step: STEP.membership, validity: {} }).current).toBe(
      STEP.membership,
    );
  });

  it('reports which titles can be clicked', () => {
    const state = run(createStepperState(config()), CONTINUE);
    expect(stepStatuses(state).map((row) => row.selectable)).toEqual([
      true,
      false,
      true,
      true,
      true,
    ]);
  });
});

describe('stepper invariants (property)', () => {
  const action = fc.oneof(
    fc.constant<StepperAction>({ type: 'continue' }),
    fc.constant<StepperAction>({ type: 'resetAll' }),
    fc
      .record({
        step: fc.constantFrom<StepIndex>(0, 1, 2, 3, 4),
        validity: fc.dictionary(fc.constantFrom('0', '1', '2', '3', '4'), fc.boolean()),
      })
      .map<StepperAction>(({ step, validity }) => ({ type: 'selectStep', step, validity })),
    fc
      .constantFrom<StepIndex>(0, 1, 2, 3, 4)
      .map<StepperAction>((step) => ({ type: 'markCompletedUpTo', step })),
  );
  const anyConfig = fc.record({
    country: fc.constantFrom(...COUNTRIES),
    hasWarrantyPane: fc.boolean(),
    membershipOnly: fc.boolean(),
    membershipLock: fc.boolean(),
  });

  it('keeps one current present step, never completes it or the last step', () => {
    fc.assert(
      fc.property(anyConfig, fc.array(action, { maxLength: 30 }), (cfg, actions) => {
        const state = run(createStepperState(cfg), ...actions);
        expect(state.steps).toContain(state.current);
        expect(state.completed).not.toContain(state.current);
        expect(state.completed).not.toContain(state.steps[state.steps.length - 1]);
        for (const step of state.completed) expect(state.steps).toContain(step);
        expect(stepStatuses(state).filter((row) => row.status === 'current')).toHaveLength(1);
      }),
    );
  });
});
