import type { PaymentMethod } from './payment.logic';
import type { KeyFor } from './card-completion';
import type { KlarnaPaymentsLike } from './klarna-client';
import type { CardError, MountedCard } from './payment.machine';
import type { PaymentStepProps } from './props';
import type { BankVerification } from './stripe.logic';

// What every pay flow (pay-flows.ts, card-flow.ts) is given and asked: a module of its own so
// the card's flow and the others read the same shapes without importing each other.

export interface PayFlowDeps {
  /** The step's props as they are now. */
  props(): PaymentStepProps;
  fail(error: CardError): void;
  /** The order is placed and waits for its bank account's verification (microdeposits). */
  awaitVerification(verification: BankVerification): void;
  /** The order is placed and its bank payment is processing: the shopper is told so. */
  announceProcessing(): void;
  missingAddress(message: string): void;
  /** False once the step has left the page. */
  stillHere(): boolean;
  /** The card's mounted Payment Element, and a way to mount it again. */
  card(): { mounted: MountedCard | null; reload(): void };
  /** Klarna's client once its widget is shown (useKlarnaPayments.ts), else null. */
  klarnaClient(): KlarnaPaymentsLike | null;
  /** Klarna answered `show_form: false`: it is no longer offered. */
  withdrawKlarna(): void;
  klarnaCategory(): string;
}

/** What one press pays with. */
export interface PayRequest {
  readonly method: PaymentMethod | null;
  /** False when the store credit covers the order: the card posts a zero intent. */
  readonly showPaymentSection: boolean;
  readonly creditActive: boolean;
  readonly amount: number;
  /** The attempt's idempotency key of a request, by its signature (PayAttempt.keyFor). */
  readonly keyFor: KeyFor;
}
