import { callJson, type HttpResult } from '../../../core/http/json';
import {
  array,
  boolean,
  number,
  object,
  optional,
  string,
  union,
  unknown,
  type Schema,
} from '../../../core/schema';
import { IDEMPOTENCY_KEY_HEADER, requestSignature } from './pay-attempt.logic';
import {
  completionPath,
  declinedRequest,
  stripeAjaxRequest,
  type CompletionPayload,
  type CompletionReply,
  type DeclinedResponse,
  type PaymentFormType,
  type StripeAjaxReply,
} from './stripe.logic';

// The payment step's calls (spec/checkout.md §7), each validated by its schema. Payment calls are
// never retried by the HTTP layer (a repeat could pay twice); each request's own idempotency
// key (its attempt's key for that path and body, pay-attempt.logic.ts) travels in a header so
// that the server can still recognise a repeat, and never meets other parameters
// (docs/vendors/stripe.md "Idempotency").

/**
 * Klarna's session from `checkout.klarna` (spec/checkout.md §3): the token, the categories and the
 * order's amount (Klarna's minor units; it sizes the widget, spec/checkout.md §9).
 */
export interface KlarnaSession {
  readonly client_token: string;
  readonly payment_method_categories?: readonly { readonly identifier: string }[];
  readonly order?: { readonly order_amount?: number };
}

/** Where and how: the base path, the attempt's keys (PayAttempt.keyFor), an abort signal. */
export interface PaymentCallOptions {
  readonly basePath: string;
  /** The idempotency key of a request, by its signature (path and body). */
  readonly keyFor?: (signature: string) => string;
  readonly signal?: AbortSignal;
}

const text = optional(string(), undefined);
const address = optional(
  object({
    postalCode: text,
    country: text,
    state: text,
    city: text,
    line1: text,
    line2: text,
  }),
  undefined,
);

const stripeAjaxReply: Schema<StripeAjaxReply> = object({
  clientSecret: string(),
  address,
  name: text,
  email: text,
  orderId: optional(union(string(), number()), undefined),
  customerId: text,
  level3: unknown(),
  adjustAmount: optional(number(), undefined),
});

const completionReply: Schema<CompletionReply> = object({
  success: boolean(),
  url: text,
});

const successReply = object({ success: boolean() });
const urlReply = object({ url: string() });
const klarnaReply = object({ redirect_url: string() });

function post<T>(
  path: string,
  schema: Schema<T>,
  body: unknown,
  options: PaymentCallOptions,
): Promise<HttpResult<T>> {
  return callJson(path, schema, {
    basePath: options.basePath,
    signal: options.signal,
    method: 'POST',
    idempotent: false,
    json: body,
    ...(options.keyFor
      ? { headers: { [IDEMPOTENCY_KEY_HEADER]: options.keyFor(requestSignature(path, body)) } }
      : {}),
  });
}

/**
 * `POST /stripeAjax/{order_id}` {creditActive, amount} → the intent's client secret or a marker.
 *
 * @example const reply = await requestIntent('100001', { creditActive: false, amount: 1299 }, { basePath: '/', keyFor: attempt.keyFor });
 */
export function requestIntent(
  orderId: string,
  body: { creditActive: boolean; amount: number },
  options: PaymentCallOptions,
): Promise<HttpResult<StripeAjaxReply>> {
  const request = stripeAjaxRequest(orderId, body);
  return post(request.path, stripeAjaxReply, request.body, options);
}

/**
 * The completion post of the form type (spec/checkout.md §7) → {success, url}.
 *
 * @example await postCompletion('checkout', '100001', payload, { basePath: '/', keyFor: attempt.keyFor });
 */
export function postCompletion(
  formType: PaymentFormType,
  orderId: string,
  payload: CompletionPayload,
  options: PaymentCallOptions,
): Promise<HttpResult<CompletionReply>> {
  return post(completionPath(formType, orderId), completionReply, payload, options);
}

/**
 * `POST /uc_stripe/payment/declined/{order_id}` {response: error}.
 *
 * @example await postDeclined('100001', { code: 'card_declined', message: 'Your card was declined.' }, { basePath: '/' });
 */
export function postDeclined(
  orderId: string,
  error: DeclinedResponse,
  options: PaymentCallOptions,
): Promise<HttpResult<{ success: boolean }>> {
  const request = declinedRequest(orderId, error);
  return post(request.path, successReply, request.body, options);
}

/**
 * Affirm's or paybright's checkout URL: GET on the method's route with the order's id in it
 * (bnpl-routes.logic.ts `bnplPath`) → {url}.
 *
 * @example const reply = await requestFinancingUrl('/ajax/uc_affirm/affirm/100001', { basePath: '/' });
 */
export function requestFinancingUrl(
  path: string,
  options: PaymentCallOptions,
): Promise<HttpResult<{ url: string }>> {
  // Not retried: each call opens a provider session.
  return callJson(path, urlReply, {
    basePath: options.basePath,
    signal: options.signal,
    idempotent: false,
  });
}

/**
 * Klarna's redirect URL for an authorization: GET on Klarna's route (the order's id in it) with
 * `client_token` and `res` added to its query → {redirect_url}. `res` carries the authorization
 * token: the one thing from Klarna's answer the server needs to place the order.
 *
 * @example const reply = await requestKlarnaRedirect('/ajax/klarna/100001', 'ct', 'tok', { basePath: '/' });
 */
export function requestKlarnaRedirect(
  path: string,
  clientToken: string,
  authorizationToken: string,
  options: PaymentCallOptions,
): Promise<HttpResult<{ redirect_url: string }>> {
  return callJson(path, klarnaReply, {
    basePath: options.basePath,
    signal: options.signal,
    query: { client_token: clientToken, res: authorizationToken },
  });
}

/** The Klarna session's schema, for the shell reading `checkout.klarna` from settings. */
export const klarnaSessionSchema: Schema<KlarnaSession> = object({
  client_token: string(),
  payment_method_categories: optional(array(object({ identifier: string() })), undefined),
  order: optional(object({ order_amount: optional(number({ min: 0 }), undefined) }), undefined),
});
