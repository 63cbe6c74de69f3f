import { checkoutMessages } from '../../core/i18n/checkout';
import { translate } from '../../core/i18n/translate';
import { isMissingInput } from '../../core/validate/required';
import { STEP, type StepIndex, type StepperAction } from './steps.logic';

// What the checkout does with errors: after a failed post-submit (spec/checkout.md §4 "After a failed
// post-submit") and on the generic required-field check before a submit (spec/checkout.md §5).

/** One server error: its message and, when the server says, the input it belongs to. */
export interface SubmitError {
  readonly message: string;
  /** The errored input's name, e.g. 'panes][delivery][delivery_postal_code' or 'shipping.city'. */
  readonly field?: string;
}

/**
 * Server errors keyed by input name (Drupal's form errors) as a list.
 *
 * @example submitErrorsFromRecord({ 'panes][delivery][city': 'Required' }) // [{ field: 'panes][delivery][city', message: 'Required' }]
 */
export function submitErrorsFromRecord(errors: Readonly<Record<string, string>>): SubmitError[] {
  return Object.entries(errors).map(([field, message]) => ({ field, message: String(message) }));
}

// "mention username, account or email" (spec/checkout.md §4), also as "user name" and "e-mail".
const ACCOUNT_WORDS = /user\s*name|account|e-?mail/i;

/**
 * Whether an error concerns the shopper's account: its message or its input mentions username,
 * account or email.
 *
 * @example isAccountError({ message: 'The e-mail address is already taken.' }) // true
 */
export function isAccountError(error: SubmitError): boolean {
  return ACCOUNT_WORDS.test(error.message) || ACCOUNT_WORDS.test(error.field ?? '');
}

// Input names to steps, first match wins. Names come from the legacy form's panes (customer,
// membership, delivery, billing, quotes, warranty, payment) and from our own views
// (shipping.*, billing.*, cc_number …).
const FIELD_STEPS: readonly (readonly [RegExp, StepIndex])[] = [
  [/customer|primary_email|e-?mail|user\s*name|account/i, STEP.account],
  [/membership/i, STEP.membership],
  [/warranty|protection/i, STEP.protection],
  [
    /payment|card|\bcc_|cc[-_]?(?:number|owner|cvv)|cvv|credit|stripe|klarna|affirm|paybright/i,
    STEP.payment,
  ],
  [
    /delivery|billing|shipping|quote|address|street|city|province|zone|postal|zip|phone|first_?name|last_?name|company/i,
    STEP.address,
  ],
];

/**
 * The step that holds an input, or null for a name the checkout does not know.
 *
 * @example stepOfField('panes][delivery][delivery_postal_code') // 2
 * @example stepOfField('panes][payment][details][cc_number') // 4
 */
export function stepOfField(field: string): StepIndex | null {
  for (const [pattern, step] of FIELD_STEPS) if (pattern.test(field)) return step;
  return null;
}

/** What the checkout does after a failed post-submit. */
export interface SubmitErrorsOutcome {
  /** The stepper action to dispatch, or null to leave the steps alone. */
  readonly stepAction: StepperAction | null;
  /** '{N} error(s).'; null when there is no error. */
  readonly banner: string | null;
  /** The first message of each errored input, for the fields' own error text. */
  readonly fieldErrors: Readonly<Record<string, string>>;
}

/**
 * The outcome of a failed post-submit (spec/checkout.md §4): an error about the account resets every
 * step; otherwise the earliest step holding an errored input opens, with the steps before it
 * completed; an '{N} error(s).' banner counts the errors. Errors on inputs of no known step
 * leave the steps as they are.
 *
 * @example submitErrorsOutcome([{ field: 'panes][delivery][city', message: 'Required' }]).stepAction // { type: 'markCompletedUpTo', step: 2 }
 * @example submitErrorsOutcome([{ message: 'The e-mail address is already taken.' }]).stepAction // { type: 'resetAll' }
 */
export function submitErrorsOutcome(errors: readonly SubmitError[]): SubmitErrorsOutcome {
  const fieldErrors: Record<string, string> = {};
  for (const error of errors) {
    if (error.field && !(error.field in fieldErrors)) fieldErrors[error.field] = error.message;
  }
  const banner = errors.length === 0 ? null : errorBanner(errors.length);
  if (errors.some(isAccountError)) return { stepAction: { type: 'resetAll' }, banner, fieldErrors };
  const steps = errors
    .map((error) => (error.field ? stepOfField(error.field) : null))
    .filter((step): step is StepIndex => step !== null);
  const stepAction: StepperAction | null =
    steps.length === 0
      ? null
      : { type: 'markCompletedUpTo', step: Math.min(...steps) as StepIndex };
  return { stepAction, banner, fieldErrors };
}

/**
 * The error count banner, '{N} error(s).' (spec/checkout.md §4).
 *
 * @example errorBanner(2) // '2 error(s).'
 */
export function errorBanner(count: number): string {
  return translate(checkoutMessages, 'errorCount', undefined, { count });
}

/** An input the generic submit check looks at. */
export interface SubmitInput {
  readonly name: string;
  readonly value: string;
  readonly required: boolean;
  /** A select: its value 0 is the "choose one" placeholder. */
  readonly select?: boolean;
}

/** The generic submit check's result. */
export interface MissingInputs {
  readonly ok: boolean;
  /** Names of the required inputs left empty, in form order (each gets the error class). */
  readonly missing: readonly string[];
  /** The input to scroll to and focus. */
  readonly first: string | null;
  /** 'Please complete this field', the checkoutError event's message; null when ok. */
  readonly message: string | null;
}

/**
 * The generic submit check (spec/checkout.md §5): required inputs that are empty, or selects at value
 * 0, are missing; the page scrolls to the first and a checkoutError event carries 'Please
 * complete this field'.
 *
 * @example findMissingInputs([{ name: 'zone', value: '0', required: true, select: true }]).message // 'Please complete this field'
 */
export function findMissingInputs(inputs: readonly SubmitInput[]): MissingInputs {
  const missing = inputs
    .filter((input) => input.required && isMissingInput(input.value, { select: input.select }))
    .map((input) => input.name);
  return missing.length === 0
    ? { ok: true, missing, first: null, message: null }
    : {
        ok: false,
        missing,
        first: missing[0] ?? null,
        message: translate(checkoutMessages, 'completeField'),
      };
}

/** The reply of GET /ajax/order-validate/{order_id} (spec/checkout.md §7). */
export interface OrderValidationReply {
  readonly success: boolean;
  readonly errors?: readonly string[];
}

/** What the checkout does with the order validation before payment. */
export interface OrderValidationOutcome {
  /** Open the payment step. */
  readonly proceed: boolean;
  /** The dismissible error list's messages (empty when proceeding). */
  readonly messages: readonly string[];
  /** Reopen the address step on failure; null when proceeding. */
  readonly stepAction: StepperAction | null;
}

/**
 * The payment step opens only when the server's order validation succeeds; otherwise its
 * errors show in a dismissible list and the address step reopens (spec/checkout.md §4, §8). A failed
 * reply without messages still blocks payment (the list is then empty and the banner absent).
 *
 * @example orderValidationOutcome({ success: false, errors: ['Not shippable city'] }).stepAction // { type: 'markCompletedUpTo', step: 2 }
 */
export function orderValidationOutcome(reply: OrderValidationReply): OrderValidationOutcome {
  if (reply.success) return { proceed: true, messages: [], stepAction: null };
  const messages = (reply.errors ?? []).map((message) => String(message).trim()).filter(Boolean);
  return {
    proceed: false,
    messages,
    stepAction: { type: 'markCompletedUpTo', step: STEP.address },
  };
}
