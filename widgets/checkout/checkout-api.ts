import { callJson, DEFAULT_TIMEOUT_MS } from '../../core/http/json';
import { checkoutMessages } from '../../core/i18n/checkout';
import { logOnce } from '../../core/log';
import {
  array,
  boolean,
  nullable,
  object,
  optional,
  record,
  string,
  type Infer,
  type Schema,
} from '../../core/schema';
import type { EmailCheckResult } from './account.logic';
import { quoteSchema, storeCreditSchema, totalsSchema } from './checkout-config';
import type { MembershipChoice } from './membership.logic';
import type { OrderValidationReply } from './submit-errors.logic';

// The checkout's own calls (spec/checkout.md §7). Every reply is validated; a failed call logs
// 'Erroneous request.' once (spec/checkout.md §8) and the caller falls back as the specification says.

interface CallContext {
  readonly basePath: string;
  readonly signal?: AbortSignal;
}

/** How long a post of the checkout form may take (core/http/json's default deadline). */
export const FORM_POST_TIMEOUT_MS = DEFAULT_TIMEOUT_MS;

function erroneous(key: string, detail: unknown): void {
  logOnce('warn', `checkout:${key}`, checkoutMessages.en.erroneousRequest, detail);
}

/** A call's checked data, or null on any failure: logged once under `key` unless aborted. */
async function dataOrNull<T>(
  key: string,
  path: string,
  schema: Schema<T>,
  options: Parameters<typeof callJson>[2],
): Promise<T | null> {
  const reply = await callJson(path, schema, options);
  if (reply.ok) return reply.data;
  if (reply.error.kind !== 'aborted') erroneous(key, reply.error.message);
  return null;
}

const emailCheckReply = object({
  emailExists: optional(boolean(), false),
  memberExists: optional(boolean(), false),
  memberActive: optional(boolean(), false),
  tradeExists: optional(boolean(), false),
  tradeActive: optional(boolean(), false),
});

/**
 * POST /json/user/exists/check. null on any failure: the specification treats it as "no account".
 *
 * @example await checkEmail('ana@rove.shop', { basePath: '/' }) // { emailExists: false, … }
 */
export async function checkEmail(
  email: string,
  context: CallContext,
): Promise<EmailCheckResult | null> {
  return dataOrNull('email', 'json/user/exists/check', emailCheckReply, {
    ...context,
    method: 'POST',
    json: { email },
  });
}

const membershipReply = object({
  valueChanged: optional(boolean(), false),
  totals: optional(nullable(totalsSchema), null),
});

/** The membership validation's reply: the order's new totals when the server sends them. */
export type MembershipReply = Infer<typeof membershipReply>;

/**
 * POST /json/user/membership/validate {value}; null on failure (the choice stays local and the
 * next form post carries it).
 *
 * @example await validateMembership(1, { basePath: '/' })
 */
export async function validateMembership(
  value: MembershipChoice,
  context: CallContext,
): Promise<MembershipReply | null> {
  return dataOrNull('membership', 'json/user/membership/validate', membershipReply, {
    ...context,
    method: 'POST',
    json: { value },
  });
}

const orderValidateReply = object({
  success: boolean(),
  errors: optional(array(string()), []),
});

/**
 * GET /ajax/order-validate/{order_id}. A failed call blocks payment like a failed
 * validation: paying an order the server has not accepted could only fail later.
 *
 * @example await validateOrder('/ajax/order-validate/100001', { basePath: '/' })
 */
export async function validateOrder(
  path: string,
  context: CallContext,
): Promise<OrderValidationReply | null> {
  return dataOrNull('order-validate', path, orderValidateReply, context);
}

const formSuccess = object({
  // Required: every other field is optional, so without it any JSON object (a proxy's, another
  // app's) would read as an answer with no quotes, stranding the shopper at "Please select a
  // shipping option" with nothing to select (found by the endpoint × fault matrix).
  success: boolean(),
  quotes: optional(array(quoteSchema), []),
  selected: optional(nullable(string()), null),
  totals: optional(nullable(totalsSchema), null),
  storeCredit: storeCreditSchema,
  redirect: optional(string(), ''),
});

const formFailure = object({
  errors: optional(record(string()), {}),
  messages: optional(array(string()), []),
});

/** What a post of the checkout form answered. */
export type FormPostResult =
  | { readonly kind: 'ok'; readonly data: Infer<typeof formSuccess> }
  | {
      readonly kind: 'refused';
      readonly errors: Readonly<Record<string, string>>;
      readonly messages: readonly string[];
    }
  | { readonly kind: 'failed' };

/**
 * POST /cart/checkout with the panes and `op` (spec/checkout.md §7 'Calculate Shipping', or 'Review
 * order' for the method paid on the review page), as JSON so that the checkout answers in JSON
 * for both ops (a urlencoded 'Review order' would be answered with a redirect meant for the
 * no-JS form). A 400's body carries the field errors the server found (a Korean island's 'Not
 * shippable city', which only the server knows). The caller's abort (a newer address) is not
 * reported.
 *
 * @example await postCheckoutForm({ op: 'Calculate Shipping', 'panes[delivery][city]': 'Austin' }, { basePath: '/' })
 */
export async function postCheckoutForm(
  fields: Readonly<Record<string, string>>,
  context: CallContext,
): Promise<FormPostResult> {
  const reply = await callJson('cart/checkout', formSuccess, {
    ...context,
    method: 'POST',
    json: fields,
    timeoutMs: FORM_POST_TIMEOUT_MS,
    errors: formFailure,
  });
  if (reply.ok && reply.data.success) return { kind: 'ok', data: reply.data };
  if (!reply.ok) {
    const { error } = reply;
    if (error.kind === 'http' && error.status === 400 && error.data)
      return { kind: 'refused', ...error.data };
    if (error.kind === 'aborted') return { kind: 'failed' };
  }
  erroneous('form', reply.ok ? 'POST cart/checkout answered success: false' : reply.error.message);
  return { kind: 'failed' };
}
