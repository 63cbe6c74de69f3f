import type { Country } from '../../core/country';
import type { FieldErrorState } from '../shared/form-field.logic';
import type { AccountState, EmailCheckResult } from './account.logic';
import type {
  AddressField,
  AddressForms,
  AddressPane,
  ShippingRestrictions,
} from './address-form.logic';
import type { FormPostResult } from './checkout-api';
import type { checkedTotals, CheckoutConfig } from './checkout-config';
import type { PricingContext, ServerFigures } from './checkout-totals.logic';
import type { MembershipChoice } from './membership.logic';
import type { StoreCredit } from './payment.logic';
import type { ParsedQuoteOption } from './shipping.logic';
import type { StepIndex, StepperState } from './steps.logic';
import type { Referral } from './stripe.logic';
import type { OrderValidationOutcome, SubmitErrorsOutcome } from './submit-errors.logic';

// What the checkout machine (checkout.machine.ts) holds and hears: its context, its state and its
// events. Apart from the machine so that the selectors it calls (checkout-start.logic.ts,
// checkout-view.logic.ts) can read them without importing the machine back.

/** What the machine reads from the page: the order's settings and the body flags. */
export interface CheckoutContext extends PricingContext {
  readonly config: CheckoutConfig;
  readonly country: Country;
  /** The Australian delivery lists (delivery only; other countries have none). */
  readonly restrictions: ShippingRestrictions;
  /** Membership locked to joining (body flag or settings). */
  readonly lock: boolean;
  /** Membership-only checkout (or locked). */
  readonly only: boolean;
}

export type QuotePhase = 'idle' | 'loading' | 'failed';

/**
 * The checkout's state. Its address fields' errors (by posted name) show as FieldErrorState says:
 * once left (a select once chosen in), all of them after Continue or a failed post, and the
 * server's until their field changes.
 */
export interface CheckoutState extends FieldErrorState {
  readonly stepper: StepperState;
  readonly account: AccountState;
  readonly email: string;
  readonly emailError: string | null;
  readonly membership: MembershipChoice | null;
  readonly membershipError: string | null;
  readonly forms: AddressForms;
  readonly quotes: readonly ParsedQuoteOption[];
  readonly quote: string | null;
  readonly quotePhase: QuotePhase;
  readonly quoteMessages: readonly string[];
  readonly quoteError: string | null;
  /** The recalculation key of the address the quotes are for; null asks again. */
  readonly quotedKey: string | null;
  /** The latest scheduled quote: only its answer counts. */
  readonly quoteTicket: number;
  readonly addressMessage: string | null;
  readonly protectionTerm: number | null;
  readonly protectionError: string | null;
  readonly referral: Referral;
  readonly server: ServerFigures;
  readonly storeCredit: StoreCredit | null;
  /** Requests the continue buttons wait for. */
  readonly pending: number;
  readonly paymentBusy: boolean;
  readonly orderErrors: readonly string[];
  readonly banner: string | null;
}

/** What a form post the server accepted brings: quotes, the selection, figures, store credit. */
export type FormReply = (FormPostResult & { kind: 'ok' })['data'];

/** The fields a shopper's input or a reply sets as they are, with no rule to apply. */
export type CheckoutPatch = Partial<
  Pick<
    CheckoutState,
    | 'email'
    | 'emailError'
    | 'membershipError'
    | 'protectionTerm'
    | 'protectionError'
    | 'quote'
    | 'quoteError'
    | 'quotedKey'
    | 'orderErrors'
    | 'banner'
    | 'paymentBusy'
    | 'referral'
  >
>;

export type CheckoutEvent =
  | { type: 'set'; patch: CheckoutPatch }
  | { type: 'emailChecked'; email: string; result: EmailCheckResult | null }
  /** 'No thanks' on the login panel, or a signed-in shopper's email: the step is done. */
  | { type: 'loginDeclined' }
  | { type: 'backToEmail' }
  | { type: 'membershipChosen'; choice: MembershipChoice }
  | { type: 'stepContinued' }
  | { type: 'stepSelected'; step: StepIndex }
  | { type: 'fieldChanged'; pane: AddressPane; field: AddressField; value: string }
  | { type: 'fieldBlurred'; pane: AddressPane; field: AddressField }
  | { type: 'copyToBillingSet'; value: boolean }
  | { type: 'addressContinued' }
  | { type: 'quoteScheduled' }
  | { type: 'quoteDropped' }
  | { type: 'quoteAnswered'; ticket: number; reply: FormPostResult; failedMessage: string }
  | { type: 'formReplied'; data: FormReply }
  /** The server's figures (membership validation, a coupon): they count every choice so far. */
  | { type: 'serverTotals'; totals: ServerQuoteTotals; storeCredit?: StoreCredit | null }
  | { type: 'couponRemoved' }
  | {
      type: 'orderValidated';
      outcome: OrderValidationOutcome;
      failedMessage: string;
    }
  | { type: 'reviewRefused'; outcome: SubmitErrorsOutcome }
  | { type: 'addressReopened'; message?: string | undefined }
  | { type: 'requestStarted' }
  | { type: 'requestSettled' };

/** The figures as the server sends them, before checkedTotals vouches for their currency. */
export type ServerQuoteTotals = Parameters<typeof checkedTotals>[0];
