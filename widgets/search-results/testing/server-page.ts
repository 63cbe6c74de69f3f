import type { ResultsRoute } from '../../../core/search/results-path';

// The page a server renders for a US shopper's search for 'sofa': what server-render.tsx
// renders with, and what server-state.ts checks a printed answer against.

/** A search for 'sofa' among the products, no facets chosen. */
export const SOFA_ROUTE: ResultsRoute = { type: 'products', query: 'sofa', facets: {} };

/** The settings of a US shopper who is not a member: the ones a printed answer is keyed on. */
export const US_SHOPPER = {
  country: 'US',
  locale: 'en_US',
  currency: 'USD',
  isMembership: false,
  memberDiscount: 0.2,
} as const;
