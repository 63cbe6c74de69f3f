import type { Country } from '../../lib/markets';
import { BNPL_COUNTRIES } from './bnpl';

// The payment methods of spec/checkout.md §4 offered per country: the card provider's element (stripe)
// everywhere, store credit to accounts that hold some, the BNPL providers where they lend, and
// 'other' (bank transfer, placed through the review page) everywhere.

export type PaymentMethod = 'stripe' | 'credit' | 'affirm' | 'paybright' | 'klarna' | 'other';

export function paymentMethods(country: Country, hasCredit: boolean): PaymentMethod[] {
  return [
    'stripe',
    ...(hasCredit ? (['credit'] as const) : []),
    ...(['affirm', 'paybright', 'klarna'] as const).filter((p) =>
      BNPL_COUNTRIES[p].includes(country),
    ),
    'other',
  ];
}
