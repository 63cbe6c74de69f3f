import { translate } from '../../../core/i18n/translate';
import { checkoutMessages } from '../../../core/i18n/checkout';
import { validateCheckoutEmail } from '../../../core/validate/checkout-email';
import { COUNTRY_NAMES } from '../../lib/markets';
import { checkEmail } from './accounts';
import { addressErrors, type FieldErrors } from './address-rules';
import { protectionTerms } from './order-lines';
import type { CheckoutDeps, OrderState } from './order-state';
import { FIELD, billingAddress, type AddressField } from './panes';

// Everything an order needs before it can be paid or reviewed (GET /ajax/order-validate, the
// 'Review order' submit, POST /stripeAjax). Field errors are keyed by the posted field name; the
// `messages` list words each one for the dismissible error block, and adds order-wide problems.
// The account message mentions the email and the account, so the page's error-to-step mapping
// resets every step for it (spec/checkout.md §4).

export interface OrderProblems {
  fields: FieldErrors;
  messages: string[];
}

const FIELD_LABELS: Readonly<Record<AddressField, string>> = {
  first_name: 'first name',
  last_name: 'last name',
  company: 'company',
  street1: 'street address',
  street2: 'street address line 2',
  city: 'city',
  zone: 'state/province',
  postal_code: 'postal code',
  phone: 'phone',
  country: 'country',
};

function labelFor(name: string): string {
  const match = /^panes\[(delivery|billing)\]\[(\w+)\]$/.exec(name);
  if (match) {
    const pane = match[1] === 'delivery' ? 'Shipping' : 'Billing';
    return `${pane} ${FIELD_LABELS[match[2] as AddressField] ?? match[2]}`;
  }
  const labels: Record<string, string> = {
    [FIELD.email]: 'Email',
    [FIELD.membership]: 'Membership',
    [FIELD.quoteOption]: 'Shipping',
    [FIELD.protectionTerm]: 'Protection',
  };
  return labels[name] ?? name;
}

export function problemMessages(fields: FieldErrors, extra: readonly string[] = []): string[] {
  return [
    ...extra,
    ...Object.entries(fields).map(([name, message]) => `${labelFor(name)}: ${message}`),
  ];
}

export function validateOrder(deps: CheckoutDeps, state: OrderState): OrderProblems {
  const { order, lines } = state;
  const { panes } = order;
  const fields: FieldErrors = {};
  const general: string[] = [];

  if (lines.length === 0) general.push('There are no products in your shopping cart.');
  for (const line of lines.filter((l) => !l.available)) {
    general.push(
      `${line.title} (${line.model}) is no longer available. Please remove it from your cart.`,
    );
  }

  const email = panes.email ?? '';
  const emailResult = validateCheckoutEmail(email);
  if (!emailResult.ok) fields[FIELD.email] = emailResult.message;
  else if (order.uid === null && checkEmail(deps.db, email).tradeActive) {
    // Trade pricing belongs to the trade account: a guest cannot check out with its email.
    fields[FIELD.email] =
      `The email address ${email.trim()} belongs to a trade account. Please log in to your account to continue.`;
  }

  if (!state.activeMember) {
    const required = order.membershipMode !== 'optional';
    if (panes.membership === undefined) {
      fields[FIELD.membership] = 'Please choose whether to join the membership.';
    } else if (required && panes.membership !== 1) {
      fields[FIELD.membership] =
        `Membership is required for orders shipped to ${COUNTRY_NAMES[order.country]}.`;
    }
  }

  Object.assign(fields, addressErrors(panes.delivery, 'delivery', order.country));
  if (panes.copyAddress === false) {
    Object.assign(fields, addressErrors(billingAddress(panes), 'billing', order.country));
  }
  const deliveryValid = !Object.keys(fields).some((name) => name.startsWith('panes[delivery]'));
  if (deliveryValid && !state.quote) {
    fields[FIELD.quoteOption] = translate(checkoutMessages, 'selectShippingOption');
  }

  if (state.warrantyPane) {
    const term = panes.protectionTerm;
    if (term === undefined)
      fields[FIELD.protectionTerm] = 'Please choose a protection plan or No thanks.';
    else if (term !== 0 && !protectionTerms(lines).includes(term))
      fields[FIELD.protectionTerm] = 'Invalid';
  }

  return { fields, messages: problemMessages(fields, general) };
}

export function hasProblems(problems: OrderProblems): boolean {
  return problems.messages.length > 0;
}

/** Whether the billing address the payment provider needs is in place (POST /stripeAjax). */
export function hasBillingAddress(state: OrderState): boolean {
  const billing = billingAddress(state.order.panes);
  if (!billing) return false;
  return Object.keys(addressErrors(billing, 'billing', state.order.country)).length === 0;
}
