import type { Database } from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import type { Currency } from '../../lib/markets';
import { toMinorUnits } from '../../shop/checkout/minor-units';
import { cardProblem, type CardDetails } from './card-check';
import { cardOutcome } from './test-cards';

// The simulated Stripe account behind the demo's Stripe.js: payment intents and their charges,
// with Stripe's statuses, error types and messages (docs/vendors/stripe.md). Amounts are
// Stripe's minor units (cents; the won has none). A charge is recorded once per intent (unique in
// sim_stripe_charges), so a second confirmation can never charge the card twice. A
// redirect-based method (Amazon Pay here) leaves the intent `requires_action` with a
// `redirect_to_url` next action: the shopper approves or fails on the simulated method's page,
// which sends the browser back to the confirmation's return_url (stripe/api-routes.ts). A US
// bank account entered by hand leaves it `requires_action` with `verify_with_microdeposits`
// until the shopper enters the deposit's code on the hosted page (Stripe's test code SM11AA).

export type IntentStatus =
  'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: IntentStatus;
  client_secret: string;
  customer: string;
  payment_method: string | null;
  payment_method_types: string[];
  last_payment_error: StripeError | null;
  /**
   * What the shopper must do next: a redirect-based method's page, or a US bank account entered
   * by hand, which Stripe verifies with a deposit before it debits (docs/vendors/stripe.md
   * "Outcomes").
   */
  next_action:
    | { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } }
    | {
        type: 'verify_with_microdeposits';
        verify_with_microdeposits: {
          /** Unix seconds. */
          arrival_date: number;
          hosted_verification_url: string;
          microdeposit_type: 'descriptor_code';
        };
      }
    | null;
  metadata: { order_id: string };
}

export interface StripeError {
  type: 'card_error' | 'invalid_request_error' | 'validation_error';
  code: string;
  decline_code?: string;
  message: string;
}

interface IntentRow {
  id: string;
  client_secret: string;
  amount: number;
  currency: string;
  status: IntentStatus;
  customer: string;
  order_id: number;
  payment_method: string | null;
  payment_method_type: string | null;
  card_last4: string | null;
  last_error: string | null;
}

/** Bank debits the simulated element offers besides cards (spec/checkout.md §9's method order). */
export const BANK_METHODS = ['us_bank_account', 'acss_debit'] as const;
/** Redirect-based methods: confirmPayment leaves for their page even with `if_required`. */
export const REDIRECT_METHODS = ['amazon_pay'] as const;
export type RedirectMethod = (typeof REDIRECT_METHODS)[number];
/** Each method besides cards works in one currency here, as bank debits do with Stripe. */
const METHOD_CURRENCY: Readonly<Record<(typeof BANK_METHODS)[number] | RedirectMethod, string>> = {
  us_bank_account: 'usd',
  acss_debit: 'cad',
  amazon_pay: 'usd',
};

const token = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');
const now = () => new Date().toISOString();

interface RedirectRow {
  token: string;
  payment_intent: string;
  return_url: string;
}

/**
 * How a US bank account is verified (payment_method_options[us_bank_account][verification_method]):
 * 'instant' through the bank's login (Financial Connections' test institution here), or
 * 'microdeposits' for an account entered by hand.
 */
export type BankVerificationMethod = 'instant' | 'microdeposits';

/** Stripe's test descriptor code that verifies an account (docs/vendors/stripe.md "Testing"). */
export const TEST_DESCRIPTOR_CODE = 'SM11AA';
/** Stripe: the deposits "take 1-2 business days to appear"; the simulation says two days. */
const DEPOSIT_DAYS = 2;

interface MicrodepositRow {
  token: string;
  payment_intent: string;
  arrival_date: number;
}

const waitingTablesReady = new WeakSet<Database>();

/**
 * The intents waiting for the shopper, made on first use: redirect-based confirmations (their
 * page and where to return) and bank accounts waiting for their verification deposit.
 */
function waitingTables(db: Database): Database {
  if (!waitingTablesReady.has(db)) {
    db.exec(`CREATE TABLE IF NOT EXISTS sim_stripe_redirects (
      token          TEXT PRIMARY KEY,
      payment_intent TEXT NOT NULL UNIQUE,
      return_url     TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS sim_stripe_microdeposits (
      token          TEXT PRIMARY KEY,
      payment_intent TEXT NOT NULL UNIQUE,
      arrival_date   INTEGER NOT NULL
    )`);
    waitingTablesReady.add(db);
  }
  return db;
}

/** Stripe's hosted verification page for a waiting account (payments.stripe.com/microdeposit/…). */
export const microdepositPagePath = (verificationToken: string) =>
  `/simulated/stripe/microdeposit/${verificationToken}`;

function microdepositOf(db: Database, intentId: string): MicrodepositRow | undefined {
  return waitingTables(db)
    .prepare('SELECT * FROM sim_stripe_microdeposits WHERE payment_intent = ?')
    .get(intentId) as MicrodepositRow | undefined;
}

/** The simulated method's page for a waiting redirect (an absolute URL, as Stripe gives). */
export const redirectPagePath = (redirectToken: string) =>
  `/simulated/stripe/redirect/${redirectToken}`;

function redirectOf(db: Database, intentId: string): RedirectRow | undefined {
  return waitingTables(db)
    .prepare('SELECT * FROM sim_stripe_redirects WHERE payment_intent = ?')
    .get(intentId) as RedirectRow | undefined;
}

function nextAction(db: Database, row: IntentRow, origin: string): PaymentIntent['next_action'] {
  if (row.status !== 'requires_action') return null;
  if (row.payment_method_type === 'us_bank_account') {
    const deposit = microdepositOf(db, row.id);
    return deposit
      ? {
          type: 'verify_with_microdeposits',
          verify_with_microdeposits: {
            arrival_date: deposit.arrival_date,
            hosted_verification_url: `${origin}${microdepositPagePath(deposit.token)}`,
            microdeposit_type: 'descriptor_code',
          },
        }
      : null;
  }
  const waiting = (REDIRECT_METHODS as readonly string[]).includes(row.payment_method_type ?? '')
    ? redirectOf(db, row.id)
    : undefined;
  return waiting
    ? {
        type: 'redirect_to_url',
        redirect_to_url: {
          url: `${origin}${redirectPagePath(waiting.token)}`,
          return_url: waiting.return_url,
        },
      }
    : null;
}

function toIntent(db: Database, row: IntentRow, origin = ''): PaymentIntent {
  return {
    id: row.id,
    object: 'payment_intent',
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    client_secret: row.client_secret,
    customer: row.customer,
    payment_method: row.payment_method,
    payment_method_types: [
      'card',
      ...[...BANK_METHODS, ...REDIRECT_METHODS].filter((m) => METHOD_CURRENCY[m] === row.currency),
    ],
    last_payment_error: row.last_error ? (JSON.parse(row.last_error) as StripeError) : null,
    next_action: nextAction(db, row, origin),
    metadata: { order_id: String(row.order_id) },
  };
}

/** The intent by id; `origin` makes a redirect's page URL absolute. */
export function findIntent(db: Database, id: string, origin?: string): PaymentIntent | undefined {
  const row = db.prepare('SELECT * FROM sim_stripe_intents WHERE id = ?').get(id) as
    IntentRow | undefined;
  return row && toIntent(db, row, origin);
}

/** The intent a client secret belongs to, or undefined (unknown id or wrong secret). */
export function intentBySecret(
  db: Database,
  clientSecret: string,
  origin?: string,
): PaymentIntent | undefined {
  const row = db
    .prepare('SELECT * FROM sim_stripe_intents WHERE client_secret = ?')
    .get(clientSecret) as IntentRow | undefined;
  return row && toIntent(db, row, origin);
}

/**
 * The order's intent for this amount: the existing one when it can still be changed (Stripe
 * lets an unconfirmed intent's amount be updated), else a new one.
 */
export function upsertIntent(
  db: Database,
  input: {
    existingId: string | null;
    orderId: number;
    amount: number;
    currency: Currency;
    customer: string;
  },
): PaymentIntent {
  const minor = toMinorUnits(input.amount, input.currency);
  const currency = input.currency.toLowerCase();
  const existing = input.existingId ? findIntent(db, input.existingId) : undefined;
  if (existing && existing.status === 'requires_payment_method' && existing.currency === currency) {
    db.prepare('UPDATE sim_stripe_intents SET amount = ? WHERE id = ?').run(minor, existing.id);
    return { ...existing, amount: minor };
  }
  const id = `pi_sim_${token(18)}`;
  db.prepare(
    `INSERT INTO sim_stripe_intents (id, client_secret, amount, currency, status, customer, order_id, created)
     VALUES (?, ?, ?, ?, 'requires_payment_method', ?, ?, ?)`,
  ).run(id, `${id}_secret_${token(18)}`, minor, currency, input.customer, input.orderId, now());
  return findIntent(db, id) as PaymentIntent;
}

export type ConfirmInput =
  | { type: 'card'; card: CardDetails }
  | { type: 'acss_debit' }
  | { type: 'us_bank_account'; verification: BankVerificationMethod }
  | { type: RedirectMethod; returnUrl: string };

export type ConfirmResult =
  | { ok: true; intent: PaymentIntent }
  | { ok: false; status: 400 | 402; error: StripeError; intent?: PaymentIntent };

function unexpectedState(intent: PaymentIntent): ConfirmResult {
  return {
    ok: false,
    status: 400,
    error: {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
    },
    intent,
  };
}

function charge(
  db: Database,
  intent: PaymentIntent,
  methodType: string,
  last4: string | null,
): void {
  db.prepare(
    `INSERT INTO sim_stripe_charges (id, payment_intent, amount, currency, method_type, card_last4, created)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (payment_intent) DO NOTHING`,
  ).run(`ch_sim_${token(18)}`, intent.id, intent.amount, intent.currency, methodType, last4, now());
}

function setStatus(
  db: Database,
  id: string,
  status: IntentStatus,
  method: { id: string | null; type: string | null },
  error: StripeError | null,
): PaymentIntent {
  db.prepare(
    `UPDATE sim_stripe_intents SET status = ?, payment_method = ?, payment_method_type = ?, last_error = ?
     WHERE id = ?`,
  ).run(status, method.id, method.type, error ? JSON.stringify(error) : null, id);
  return findIntent(db, id) as PaymentIntent;
}

/**
 * Confirms an intent with card details or a bank debit, as Stripe's confirm does: test cards
 * succeed, decline or ask for authentication (requires_action); bank debits go to processing.
 * Runs in one transaction, so two confirmations racing each other charge once.
 */
export function confirmIntent(db: Database, intentId: string, input: ConfirmInput): ConfirmResult {
  return db.transaction((): ConfirmResult => {
    const intent = findIntent(db, intentId);
    if (!intent) throw new Error(`confirmIntent: no intent ${intentId}`);
    if (intent.status !== 'requires_payment_method') return unexpectedState(intent);
    const methodId = `pm_sim_${token(12)}`;
    if (input.type !== 'card') {
      if (METHOD_CURRENCY[input.type] !== intent.currency) {
        return {
          ok: false,
          status: 400,
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_incompatible_payment_method',
            message: `The payment method type ${input.type} is not available for ${intent.currency.toUpperCase()} payments.`,
          },
          intent,
        };
      }
      const bank = { id: methodId, type: input.type };
      if ('returnUrl' in input) {
        // Redirect-based: nothing is charged until the shopper approves on the method's page.
        waitingTables(db)
          .prepare(
            `INSERT INTO sim_stripe_redirects (token, payment_intent, return_url) VALUES (?, ?, ?)
             ON CONFLICT (payment_intent) DO UPDATE SET token = excluded.token, return_url = excluded.return_url`,
          )
          .run(`rd_sim_${token(18)}`, intent.id, input.returnUrl);
        return { ok: true, intent: setStatus(db, intent.id, 'requires_action', bank, null) };
      }
      if (input.type === 'us_bank_account' && input.verification === 'microdeposits') {
        // Nothing is debited until the shopper verifies the account with the deposit's code.
        waitingTables(db)
          .prepare(
            `INSERT INTO sim_stripe_microdeposits (token, payment_intent, arrival_date) VALUES (?, ?, ?)
             ON CONFLICT (payment_intent) DO UPDATE SET token = excluded.token`,
          )
          .run(
            `pacs_sim_${token(18)}`,
            intent.id,
            Math.floor(Date.now() / 1000) + DEPOSIT_DAYS * 86_400,
          );
        return { ok: true, intent: setStatus(db, intent.id, 'requires_action', bank, null) };
      }
      // Verified at once (or no verification needed): the debit is processing.
      const updated = setStatus(db, intent.id, 'processing', bank, null);
      charge(db, updated, input.type, null);
      return { ok: true, intent: updated };
    }
    const problem = cardProblem(input.card);
    if (problem) {
      return { ok: false, status: 402, error: { type: 'card_error', ...problem }, intent };
    }
    const outcome = cardOutcome(input.card.number);
    const method = { id: methodId, type: 'card' };
    if (outcome.kind === 'decline') {
      const error: StripeError = {
        type: 'card_error',
        code: outcome.code,
        ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
        message: outcome.message,
      };
      const updated = setStatus(db, intent.id, 'requires_payment_method', method, error);
      return { ok: false, status: 402, error, intent: updated };
    }
    if (outcome.kind === 'authenticate') {
      db.prepare('UPDATE sim_stripe_intents SET card_last4 = ? WHERE id = ?').run(
        input.card.number.slice(-4),
        intent.id,
      );
      return { ok: true, intent: setStatus(db, intent.id, 'requires_action', method, null) };
    }
    const updated = setStatus(db, intent.id, 'succeeded', method, null);
    charge(db, updated, 'card', input.card.number.slice(-4));
    return { ok: true, intent: updated };
  })();
}

/** The failure Stripe records when the shopper fails (or leaves) a redirect-based method. */
export const REDIRECT_FAILED: StripeError = {
  type: 'invalid_request_error',
  code: 'payment_intent_payment_attempt_failed',
  message: 'The latest payment attempt of this PaymentIntent has failed or been canceled.',
};

/** A waiting redirect by its page's token: the intent and where the browser returns. */
export function findRedirect(
  db: Database,
  redirectToken: string,
): { intent: PaymentIntent; returnUrl: string } | undefined {
  const row = waitingTables(db)
    .prepare('SELECT * FROM sim_stripe_redirects WHERE token = ?')
    .get(redirectToken) as RedirectRow | undefined;
  const intent = row && findIntent(db, row.payment_intent);
  return row && intent ? { intent, returnUrl: row.return_url } : undefined;
}

/**
 * The shopper's answer on the redirect-based method's page: 'authorize' charges (succeeded),
 * 'fail' returns the intent to requires_payment_method with REDIRECT_FAILED.
 */
export function finishRedirect(
  db: Database,
  intentId: string,
  outcome: 'authorize' | 'fail',
): PaymentIntent | undefined {
  return db.transaction((): PaymentIntent | undefined => {
    const intent = findIntent(db, intentId);
    if (!intent || intent.status !== 'requires_action') return intent;
    const row = db
      .prepare('SELECT payment_method_type FROM sim_stripe_intents WHERE id = ?')
      .get(intentId) as { payment_method_type: string | null };
    const method = { id: intent.payment_method, type: row.payment_method_type };
    waitingTables(db)
      .prepare('DELETE FROM sim_stripe_redirects WHERE payment_intent = ?')
      .run(intentId);
    if (outcome === 'fail')
      return setStatus(db, intentId, 'requires_payment_method', method, REDIRECT_FAILED);
    const updated = setStatus(db, intentId, 'succeeded', method, null);
    charge(db, updated, row.payment_method_type ?? 'redirect', null);
    return updated;
  })();
}

/** The intent of a bank account waiting for its deposit, by its hosted page's token. */
export function findMicrodeposit(
  db: Database,
  verificationToken: string,
): PaymentIntent | undefined {
  const row = waitingTables(db)
    .prepare('SELECT payment_intent FROM sim_stripe_microdeposits WHERE token = ?')
    .get(verificationToken) as Pick<MicrodepositRow, 'payment_intent'> | undefined;
  return row && findIntent(db, row.payment_intent);
}

/** Stripe's answer to a descriptor code that is not the deposit's. */
export const DESCRIPTOR_CODE_MISMATCH: StripeError = {
  type: 'invalid_request_error',
  code: 'payment_method_microdeposit_verification_descriptor_code_mismatch',
  message: 'The verification code provided does not match the one sent to the bank account.',
};

/**
 * The shopper's descriptor code on the hosted page: the right one verifies the account and the
 * debit starts (processing, as Stripe answers); another leaves the intent waiting.
 */
export function verifyMicrodeposit(
  db: Database,
  intentId: string,
  descriptorCode: string,
): ConfirmResult {
  return db.transaction((): ConfirmResult => {
    const intent = findIntent(db, intentId);
    if (!intent) throw new Error(`verifyMicrodeposit: no intent ${intentId}`);
    if (intent.status !== 'requires_action') return unexpectedState(intent);
    if (descriptorCode.trim().toUpperCase() !== TEST_DESCRIPTOR_CODE)
      return { ok: false, status: 400, error: DESCRIPTOR_CODE_MISMATCH, intent };
    waitingTables(db)
      .prepare('DELETE FROM sim_stripe_microdeposits WHERE payment_intent = ?')
      .run(intentId);
    const method = { id: intent.payment_method, type: 'us_bank_account' };
    const updated = setStatus(db, intentId, 'processing', method, null);
    charge(db, updated, 'us_bank_account', null);
    return { ok: true, intent: updated };
  })();
}

export const AUTHENTICATION_FAILED: StripeError = {
  type: 'invalid_request_error',
  code: 'payment_intent_authentication_failure',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

/** The simulated 3D Secure answer: 'complete' charges the card, 'fail' returns the intent. */
export function authenticateIntent(
  db: Database,
  intentId: string,
  outcome: 'complete' | 'fail',
): ConfirmResult {
  return db.transaction((): ConfirmResult => {
    const intent = findIntent(db, intentId);
    if (!intent) throw new Error(`authenticateIntent: no intent ${intentId}`);
    if (intent.status !== 'requires_action') return unexpectedState(intent);
    const method = { id: intent.payment_method, type: 'card' };
    if (outcome === 'fail') {
      const updated = setStatus(
        db,
        intent.id,
        'requires_payment_method',
        method,
        AUTHENTICATION_FAILED,
      );
      return { ok: false, status: 402, error: AUTHENTICATION_FAILED, intent: updated };
    }
    const updated = setStatus(db, intent.id, 'succeeded', method, null);
    const row = db
      .prepare('SELECT card_last4 FROM sim_stripe_intents WHERE id = ?')
      .get(intent.id) as { card_last4: string | null };
    charge(db, updated, 'card', row.card_last4);
    return { ok: true, intent: updated };
  })();
}

export function chargeCount(db: Database, intentId?: string): number {
  const row = (
    intentId
      ? db
          .prepare('SELECT COUNT(*) AS n FROM sim_stripe_charges WHERE payment_intent = ?')
          .get(intentId)
      : db.prepare('SELECT COUNT(*) AS n FROM sim_stripe_charges').get()
  ) as { n: number };
  return row.n;
}
