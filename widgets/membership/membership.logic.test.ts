import { describe, expect, it } from 'vitest';
import {
  cartLinesFromPage,
  DEFAULT_MEMBERSHIP_INPUTS,
  joinUrl,
  membershipOffer,
  percent,
  readMembershipInputs,
  type MembershipOfferInput,
} from './membership.logic';

const base: MembershipOfferInput = {
  member: false,
  membershipOnly: false,
  inputs: DEFAULT_MEMBERSHIP_INPUTS,
  fee: 100,
  vouchers: {},
  subject: 'product',
  lines: [{ price: 1000, qty: 1 }],
};

describe('readMembershipInputs', () => {
  it('gives the offer its own 0.3 rate and an open programme when the page says nothing', () => {
    expect(readMembershipInputs(undefined)).toEqual({
      inputs: { enabled: true, rate: 0.3 },
      problems: [],
    });
    expect(readMembershipInputs({})).toEqual({
      inputs: { enabled: true, rate: 0.3 },
      problems: [],
    });
  });

  it('takes the page’s flag and rate', () => {
    expect(readMembershipInputs({ enabled: false, rate: 0.25 }).inputs).toEqual({
      enabled: false,
      rate: 0.25,
    });
  });

  it('keeps a page’s “off” when only its rate is malformed', () => {
    expect(readMembershipInputs({ enabled: false, rate: 'lots' })).toEqual({
      inputs: { enabled: false, rate: 0.3 },
      problems: ['membership.rate'],
    });
  });

  it.each([1, 1.5, -0.1, Number.NaN, '0.3'])('refuses the rate %s', (rate) => {
    const { inputs, problems } = readMembershipInputs({ rate });
    expect(inputs.rate).toBe(0.3);
    expect(problems).toEqual(['membership.rate']);
  });

  it('closes the offer on a malformed flag or settings object, naming what was wrong', () => {
    expect(readMembershipInputs({ enabled: 'no' })).toEqual({
      inputs: { enabled: false, rate: 0.3 },
      problems: ['membership.enabled'],
    });
    expect(readMembershipInputs([true]).problems).toEqual(['membership']);
    expect(readMembershipInputs('on').inputs.enabled).toBe(false);
  });
});

describe('membershipOffer', () => {
  it('prices the product at the offer’s rate: savings, the voucher on the member price, the gain after the fee', () => {
    expect(membershipOffer(base)).toEqual({
      mode: 'standard',
      subject: 'product',
      fee: 100,
      rate: 0.3,
      figures: { amount: 1000, savings: 300, voucher: 70, net: 270 },
    });
  });

  it('is not the price function’s 0.2', () => {
    expect(membershipOffer(base)?.figures?.savings).not.toBe(200);
  });

  it('follows the page’s rate, fee and voucher settings', () => {
    const offer = membershipOffer({
      ...base,
      inputs: { enabled: true, rate: 0.1 },
      fee: 150,
      vouchers: { voucherType: 'amount_per', voucherAmtPer: 500, voucherRate: 25 },
      lines: [{ price: 1999, qty: 2 }],
    });
    // 1999 × 0.9 = 1799.1 → member price 1799, saving 200 a unit; 3598 spent → 7 steps of 25.
    expect(offer?.figures).toEqual({ amount: 3998, savings: 400, voucher: 175, net: 425 });
    expect(offer?.fee).toBe(150);
  });

  it('caps the voucher as checkout does', () => {
    expect(membershipOffer({ ...base, lines: [{ price: 20000, qty: 1 }] })?.figures?.voucher).toBe(
      500,
    );
  });

  it('sums a cart line by line', () => {
    const offer = membershipOffer({
      ...base,
      subject: 'cart',
      lines: [
        { price: 1299, qty: 1 },
        { price: 40, qty: 3 },
      ],
    });
    // 1299 → 909 (saves 390); 40 → 28 (saves 12) × 3.
    expect(offer?.figures).toMatchObject({ amount: 1419, savings: 426 });
  });

  it('has no figures for a membership page, an empty cart or a price not known yet', () => {
    expect(membershipOffer({ ...base, subject: 'membership' })?.figures).toBeNull();
    expect(membershipOffer({ ...base, subject: 'cart', lines: [] })?.figures).toBeNull();
    expect(membershipOffer({ ...base, lines: null })?.figures).toBeNull();
  });

  it('ignores lines that are not numbers rather than showing NaN', () => {
    const offer = membershipOffer({
      ...base,
      lines: [
        { price: Number.NaN, qty: 1 },
        { price: 100, qty: Number.POSITIVE_INFINITY },
        { price: 100, qty: 1 },
      ],
    });
    expect(offer?.figures).toMatchObject({ amount: 100, savings: 30 });
  });

  it('makes no offer to a member or where the programme takes no one', () => {
    expect(membershipOffer({ ...base, member: true })).toBeNull();
    expect(membershipOffer({ ...base, inputs: { enabled: false, rate: 0.3 } })).toBeNull();
  });

  it('says when the page is members-only', () => {
    expect(membershipOffer({ ...base, membershipOnly: true })?.mode).toBe('membership-only');
    expect(membershipOffer({ ...base, membershipOnly: true, member: true })).toBeNull();
  });

  it('falls back to the fee of 100 for a fee that is not a number', () => {
    expect(membershipOffer({ ...base, fee: Number.NaN })?.fee).toBe(100);
  });
});

describe('joinUrl and percent', () => {
  it('joins under the site’s base path', () => {
    expect(joinUrl('/')).toBe('/user/membership/enroll/login?register=1');
    expect(joinUrl('/kr/')).toBe('/kr/user/membership/enroll/login?register=1');
  });

  it('shows a rate as a whole percentage', () => {
    expect(percent(0.3)).toBe('30%');
    expect(percent(0.125)).toBe('13%');
  });
});

describe('cartLinesFromPage', () => {
  it('reads each unit’s regular price and the quantity from the cart page’s settings', () => {
    expect(
      cartLinesFromPage({ lines: [{ price: 100, qty: 2, title: 'Sofa', memberPrice: 80 }] }),
    ).toEqual([{ price: 100, qty: 2 }]);
  });

  it.each([undefined, null, {}, { lines: 'x' }, { lines: [{ price: -1, qty: 1 }] }])(
    'gives null for %j',
    (value) => expect(cartLinesFromPage(value)).toBeNull(),
  );
});
