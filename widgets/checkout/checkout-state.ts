import type { Country } from '../../core/country';
import type { FieldErrorState } from '../shared/forms/form-field.logic';
import type { AccountState, EmailCheckResult } from './account.logic';
import type {
  AddressField,
  AddressForms,
  AddressPane,
  ShippingRestrictions,
} from './address-form.logic';
import type { FormPostResult } from './checkout-api';
import type { CouponOrder } from './coupon-api';
import type { checkedTotals, CheckoutConfig } from './checkout-config';
import type { PricingContext, ServerFigures } from './checkout-totals.logic';
import type { MembershipChoice } from './membership.logic';
import type { StoreCredit } from './payment/payment.logic';
import type { ParsedQuoteOption, QuotePhase } from './shipping.logic';
import type { StepIndex, StepperState } from './steps.logic';
import type { Referral } from './referral';
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

export type { QuotePhase } from './shipping.logic';

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
  readonly coupon: CouponState;
  readonly orderErrors: readonly string[];
  readonly banner: string | null;
}

/** What a form post the server accepted brings: quotes, the selection, figures, store credit. */
export type FormReply = (FormPostResult & { kind: 'ok' })['data'];

/** Why the coupon pane's code was not applied: the checkout-text key of its alert. */
export type CouponRefusal = 'couponEmpty' | 'couponInvalid' | 'couponFailed';

/** What the last coupon change did, for the pane's polite status line (its text is the view's). */
export interface CouponNews {
  readonly change: 'applied' | 'removed';
  readonly code: string;
  /** The coupon's title (applied only). */
  readonly title: string;
  /** The order's total after the change. */
  readonly total: number;
}

/** The coupon pane's part of the state: its call, its refusal, its news. */
export interface CouponState {
  /** A coupon call is running: the pane's buttons are busy. */
  readonly working: boolean;
  readonly refusal: CouponRefusal | null;
  readonly news: CouponNews | null;
}

/** The shopper's account and membership steps. */
export type AccountEvent =
  | { type: 'emailTyped'; email: string }
  /** Continue on the email: `error` is why the address is not one, else null. */
  | { type: 'emailSubmitted'; error: string | null }
  | { type: 'emailChecked'; email: string; result: EmailCheckResult | null }
  /** 'No thanks' on the login panel, or a signed-in shopper's email: the step is done. */
  | { type: 'loginDeclined' }
  | { type: 'backToEmail' }
  | { type: 'membershipChosen'; choice: MembershipChoice }
  /** Continue with no membership choice made: `message` asks for one. */
  | { type: 'membershipMissing'; message: string };

/** The address step's panes. */
export type AddressEvent =
  | { type: 'fieldChanged'; pane: AddressPane; field: AddressField; value: string }
  | { type: 'fieldBlurred'; pane: AddressPane; field: AddressField }
  | { type: 'copyToBillingSet'; value: boolean }
  | { type: 'addressContinued' };

/** The stepper, the shipping quotes, the protection step. */
export type StepEvent =
  | { type: 'stepContinued' }
  | { type: 'stepSelected'; step: StepIndex }
  | { type: 'quoteScheduled' }
  | { type: 'quoteDropped' }
  /** The quote request for the address of recalculation key `key` has gone out. */
  | { type: 'quoteSent'; key: string }
  | { type: 'quoteAnswered'; ticket: number; reply: FormPostResult; failedMessage: string }
  | { type: 'quoteChosen'; quote: string }
  | { type: 'protectionChosen'; term: number }
  /** Continue with no protection choice made: `message` asks for one. */
  | { type: 'protectionMissing'; message: string };

/** The coupon pane's calls (coupon-api.ts) and what the server answered. */
export type CouponEvent =
  | { type: 'couponSent' }
  | { type: 'couponRefused'; refusal: CouponRefusal }
  /** The server applied `code`; `order` is null when there is no open order to re-price. */
  | { type: 'couponApplied'; code: string; order: CouponOrder }
  | { type: 'couponRemoved'; code: string };

/** The order: the server's figures, the way to payment and review, the messages. */
export type OrderEvent =
  | { type: 'formReplied'; data: FormReply }
  /** The server's figures (membership validation): they count every choice so far. */
  | { type: 'serverTotals'; totals: ServerQuoteTotals; storeCredit?: StoreCredit | null }
  | { type: 'orderValidated'; outcome: OrderValidationOutcome; failedMessage: string }
  | { type: 'reviewRefused'; outcome: SubmitErrorsOutcome }
  /** The review post got no answer: `message` says so above the steps. */
  | { type: 'reviewFailed'; message: string }
  | { type: 'addressReopened'; message?: string | undefined }
  | { type: 'orderErrorsDismissed' }
  | { type: 'bannerDismissed' }
  | { type: 'referralChanged'; referral: Referral }
  | { type: 'requestStarted' }
  | { type: 'requestSettled' };

export type CheckoutEvent = AccountEvent | AddressEvent | StepEvent | CouponEvent | OrderEvent;

/** The figures as the server sends them, before checkedTotals vouches for their currency. */
export type ServerQuoteTotals = Parameters<typeof checkedTotals>[0];
