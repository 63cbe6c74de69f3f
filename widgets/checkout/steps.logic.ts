import type { Country } from '../../core/country';

// The checkout stepper of spec/checkout.md §4 as a reducer. The view renders one section per present
// step with the status this module reports; the hook dispatches the actions. Steps keep the
// seed's numbers (protection stays 3 even where it is absent) so that server error mapping,
// analytics and the DOM all speak of the same step.

/** The specification's step numbers: email 0, membership 1, address 2, protection 3, payment 4. */
export const STEP = {
  account: 0,
  membership: 1,
  address: 2,
  protection: 3,
  payment: 4,
} as const;

/** A step number of {@link STEP}. */
export type StepIndex = (typeof STEP)[keyof typeof STEP];

/** A step's name, for keys, test ids and the message table (stepAccount …). */
export type StepName = keyof typeof STEP;

/**
 * `current`: the step being edited (expanded). `completed`: done, shown as its summary line
 * with an edit button. `open`: not done yet (never reached, reset, or left before continuing).
 */
export type StepStatus = 'current' | 'completed' | 'open';

/** What decides which steps exist and how membership behaves; read once from the page. */
export interface StepperConfig {
  /** The warehouse country: protection is offered only in the US and Canada. */
  readonly country: Country;
  /** Whether the page carries the warranty (protection) pane. */
  readonly hasWarrantyPane: boolean;
  /** Body flag rove-membership-only. */
  readonly membershipOnly: boolean;
  /** Body flag rove-membership-lock. */
  readonly membershipLock: boolean;
  /**
   * The shopper is already an active member: there is nothing to choose, so the membership
   * step completes itself like in a membership-only country (not in the specification; a member must
   * not be asked to join again).
   */
  readonly memberActive?: boolean;
}

/** The stepper's whole state. `current` is never in `completed`. */
export interface StepperState {
  /** The steps on this page, in order. */
  readonly steps: readonly StepIndex[];
  readonly current: StepIndex;
  readonly completed: readonly StepIndex[];
  /** The membership step completes itself after the account step. */
  readonly autoMembership: boolean;
  /** The membership step cannot be navigated to. */
  readonly membershipLocked: boolean;
}

/** Whether each step's fields currently pass their checks; a missing entry means no. */
export type StepValidity = Readonly<Partial<Record<StepIndex, boolean>>>;

/** What the view and the hook may ask of the stepper. */
export type StepperAction =
  | { readonly type: 'continue' }
  | { readonly type: 'selectStep'; readonly step: StepIndex; readonly validity: StepValidity }
  | { readonly type: 'resetAll' }
  | { readonly type: 'markCompletedUpTo'; readonly step: StepIndex };

/** One row of {@link stepStatuses}: what the view needs to draw a step's header. */
export interface StepView {
  readonly step: StepIndex;
  readonly name: StepName;
  readonly status: StepStatus;
  /** Whether the title / edit button may be clicked (not the current step, not locked). */
  readonly selectable: boolean;
}

const STEP_NAMES: Readonly<Record<StepIndex, StepName>> = {
  0: 'account',
  1: 'membership',
  2: 'address',
  3: 'protection',
  4: 'payment',
};

/**
 * The steps a page shows: protection only for the US and Canada, and only when the warranty
 * pane exists (spec/checkout.md §2).
 *
 * @example presentSteps({ country: 'US', hasWarrantyPane: true, membershipOnly: false, membershipLock: false }) // [0, 1, 2, 3, 4]
 * @example presentSteps({ country: 'AU', hasWarrantyPane: true, membershipOnly: false, membershipLock: false }) // [0, 1, 2, 4]
 */
export function presentSteps(config: StepperConfig): StepIndex[] {
  const protection = config.hasWarrantyPane && (config.country === 'US' || config.country === 'CA');
  return protection ? [0, 1, 2, 3, 4] : [0, 1, 2, 4];
}

/**
 * The state a checkout starts in: the account step current, nothing completed.
 *
 * The lock mode implies the membership step completes itself: joining is pre-selected, opting
 * out is hidden and the step cannot be navigated to, so it has nothing left to ask.
 *
 * @example createStepperState({ country: 'CA', hasWarrantyPane: false, membershipOnly: false, membershipLock: false }).current // 0
 */
export function createStepperState(config: StepperConfig): StepperState {
  return {
    steps: presentSteps(config),
    current: STEP.account,
    completed: [],
    autoMembership: config.membershipOnly || config.membershipLock || config.memberActive === true,
    membershipLocked: config.membershipLock,
  };
}

/**
 * The status of one step.
 *
 * @example stepStatus(createStepperState(config), 0) // 'current'
 */
export function stepStatus(state: StepperState, step: StepIndex): StepStatus {
  if (step === state.current) return 'current';
  return state.completed.includes(step) ? 'completed' : 'open';
}

/**
 * Every present step with its status and whether it can be selected, in order.
 *
 * @example stepStatuses(createStepperState(config)).map((row) => row.status) // ['current', 'open', 'open', 'open']
 */
export function stepStatuses(state: StepperState): StepView[] {
  return state.steps.map((step) => ({
    step,
    name: STEP_NAMES[step],
    status: stepStatus(state, step),
    selectable: step !== state.current && !isLockedStep(state, step),
  }));
}

/**
 * The name of a step number.
 *
 * @example stepName(2) // 'address'
 */
export function stepName(step: StepIndex): StepName {
  return STEP_NAMES[step];
}

/**
 * The stepper reducer (spec/checkout.md §4).
 *
 * - `continue` completes the current step and opens the next present one; after the account
 *   step a self-completing membership step is completed too. The last step is never completed,
 *   so `continue` there changes nothing (paying is the payment flow's business).
 * - `selectStep` to a later step validates every step from the current one up to it and stops
 *   at the first that fails; to an earlier step it reopens that step. The locked membership
 *   step cannot be selected.
 * - `resetAll` (a server error about the account) makes every step open again and the account
 *   step current.
 * - `markCompletedUpTo` (another server error) completes every step before the given one and
 *   opens it; later steps become open because they must be continued through again.
 *
 * @example stepperReducer(createStepperState(config), { type: 'continue' }).current // 1
 */
export function stepperReducer(state: StepperState, action: StepperAction): StepperState {
  switch (action.type) {
    case 'continue':
      return continueFrom(state);
    case 'selectStep':
      return selectStep(state, action.step, action.validity);
    case 'resetAll':
      return { ...state, current: firstStep(state), completed: [] };
    case 'markCompletedUpTo':
      return markCompletedUpTo(state, action.step);
    default:
      return state;
  }
}

function firstStep(state: StepperState): StepIndex {
  return state.steps[0] ?? STEP.account;
}

function lastStep(state: StepperState): StepIndex {
  return state.steps[state.steps.length - 1] ?? STEP.payment;
}

function isLockedStep(state: StepperState, step: StepIndex): boolean {
  return state.membershipLocked && step === STEP.membership;
}

function isAutoCompleted(state: StepperState, step: StepIndex): boolean {
  return state.autoMembership && step === STEP.membership;
}

function withCompleted(completed: readonly StepIndex[], ...steps: StepIndex[]): StepIndex[] {
  const set = new Set([...completed, ...steps]);
  return [...set].sort((a, b) => a - b);
}

function nextPresentStep(state: StepperState, after: StepIndex): StepIndex | undefined {
  return state.steps.find((step) => step > after);
}

function continueFrom(state: StepperState): StepperState {
  if (state.current === lastStep(state)) return state;
  let completed = withCompleted(state.completed, state.current);
  let next = nextPresentStep(state, state.current);
  // The membership step is skipped over when it completes itself.
  while (next !== undefined && isAutoCompleted(state, next) && next !== lastStep(state)) {
    completed = withCompleted(completed, next);
    next = nextPresentStep(state, next);
  }
  if (next === undefined) return state;
  return { ...state, current: next, completed: completed.filter((step) => step !== next) };
}

function selectStep(state: StepperState, target: StepIndex, validity: StepValidity): StepperState {
  if (!state.steps.includes(target) || target === state.current) return state;
  if (isLockedStep(state, target)) return state;
  if (target < state.current) {
    return { ...state, current: target, completed: state.completed.filter((s) => s !== target) };
  }
  let completed: StepIndex[] = [...state.completed];
  for (const step of state.steps) {
    if (step < state.current || step >= target) continue;
    const ok = validity[step] === true || isAutoCompleted(state, step);
    if (!ok) {
      return { ...state, current: step, completed: completed.filter((s) => s !== step) };
    }
    completed = withCompleted(completed, step);
  }
  return { ...state, current: target, completed: completed.filter((s) => s !== target) };
}

function markCompletedUpTo(state: StepperState, step: StepIndex): StepperState {
  // An error on an absent step (protection outside the US and Canada) opens the next present
  // step, where the shopper can act on it.
  const target = state.steps.find((present) => present >= step) ?? lastStep(state);
  return {
    ...state,
    current: target,
    completed: state.steps.filter((present) => present < target),
  };
}
