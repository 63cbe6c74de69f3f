import { EMPTY_VALUES, type TradeValues } from './fields';

// Test and story data: a complete application that passes every rule. Kept beside the rules so
// their tests, the widget's tests and stories, and the demo host's tests share one example.

/** A complete, valid application (US). */
export const VALID_TRADE_VALUES: TradeValues = {
  ...EMPTY_VALUES,
  firstName: 'Ana',
  lastName: 'Silva',
  companyName: 'Silva Studio',
  title: 'Principal',
  country: 'US',
  email: 'ana@silva.studio',
  phone: '+1 (604) 555-0199',
  companyType: 'interior-designer',
  address1: '1 Main St',
  postalCode: '90210',
  city: 'Los Angeles',
  province: 'CA',
  serviceArea: 'local',
  businessCardUrl: 'silva.studio',
  association: 'ASID',
  membershipNumber: '12345',
  taxExempt: 'no',
  survey1: 'search',
  survey2: '12',
  agree: true,
};
