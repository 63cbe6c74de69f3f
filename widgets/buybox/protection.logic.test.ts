import { describe, expect, it } from 'vitest';
import { check, describeIssue } from '../../core/schema';
import { offerToSend, offersReplySchema, protectionEligible } from './protection.logic';
import type { StockMessage } from './stock-message';

const BUYABLE: StockMessage = {
  kind: 'in-stock',
  text: 'In-stock',
  detail: '',
  canBuy: true,
  notifyMe: false,
};

describe('offersReplySchema', () => {
  it('reads offers, with or without a duration, and numeric ids as text', () => {
    const reply = check(offersReplySchema, {
      offers: [
        { id: '1006-3y', title: '3-Year Protection', duration_months: 36, cost: 199 },
        { id: 77, title: 'Accident Plan', cost: 49.5 },
      ],
    });
    expect(reply).toEqual({
      ok: true,
      value: [
        { id: '1006-3y', title: '3-Year Protection', durationMonths: 36, cost: 199 },
        { id: '77', title: 'Accident Plan', durationMonths: null, cost: 49.5 },
      ],
    });
  });

  const plans = [
    { id: '3y', title: '3-Year Protection', duration_months: 36, cost: 89 },
    { id: '5y', title: '5-Year Protection', duration_months: 60, cost: 129 },
    { id: 'x', title: 'Accident Plan', cost: 49 },
  ];
  const costs = (raw: Record<string, unknown>) => {
    const reply = check(offersReplySchema, { offers: plans, ...raw });
    return reply.ok ? reply.value.map((offer) => offer.cost) : describeIssue(reply.issue);
  };

  it.each([
    ['no override: the offers’ own costs', {}, [89, 129, 49]],
    [
      'override_order_charge: every offer but the three-year one',
      { override_order_charge: 39 },
      [89, 39, 39],
    ],
    [
      'override_order_charge_term_3: the three-year offer',
      { override_order_charge_term_3: 19 },
      [19, 129, 49],
    ],
    [
      'both, as Drupal’s decimal text',
      { override_order_charge: '39.00', override_order_charge_term_3: '19.50' },
      [19.5, 39, 39],
    ],
    [
      'null overrides',
      { override_order_charge: null, override_order_charge_term_3: null },
      [89, 129, 49],
    ],
  ])('%s', (_, raw, expected) => {
    expect(costs(raw)).toEqual(expected);
  });

  it.each([
    [{ override_order_charge: -1 }, 'override_order_charge'],
    [{ override_order_charge_term_3: 'free' }, 'override_order_charge_term_3'],
  ])('refuses a malformed override %j (the group hides, as for any bad reply)', (raw, where) => {
    expect(costs(raw)).toContain(where);
  });

  it('keeps the first of two offers with the same id', () => {
    const reply = check(offersReplySchema, {
      offers: [
        { id: 'a', title: 'First', cost: 1 },
        { id: 'a', title: 'Second', cost: 2 },
      ],
    });
    expect(reply.ok && reply.value.map((offer) => offer.title)).toEqual(['First']);
  });

  it.each([
    [{}, 'offers: expected array, got undefined'],
    [{ offers: [{ id: '', title: 'x', cost: 1 }] }, 'offers.0.id'],
    [{ offers: [{ id: 'a', title: 'x', cost: -1 }] }, 'offers.0.cost'],
    [{ offers: [{ id: 'a', title: 'x', cost: '99' }] }, 'offers.0.cost'],
    [{ offers: [{ id: 'a', cost: 1 }] }, 'offers.0.title'],
    [
      { offers: [{ id: 'a', title: 'x', cost: 1, duration_months: 0 }] },
      'offers.0.duration_months',
    ],
  ])('refuses %j', (raw, where) => {
    const reply = check(offersReplySchema, raw);
    expect(reply.ok).toBe(false);
    if (!reply.ok) expect(describeIssue(reply.issue)).toContain(where);
  });
});

describe('protectionEligible', () => {
  const base = { country: 'US' as const, model: 'RC1-A', stock: BUYABLE, restricted: false };

  it('offers protection for a buyable model in the US and Canada', () => {
    expect(protectionEligible(base)).toBe(true);
    expect(protectionEligible({ ...base, country: 'CA' })).toBe(true);
  });

  it.each([
    ['another country', { country: 'AU' as const }],
    ['the UK', { country: 'UK' as const }],
    ['an incomplete selection', { model: null }],
    ['a model without stock state', { stock: null }],
    ['a sold-out model', { stock: { ...BUYABLE, kind: 'disallowed' as const, canBuy: false } }],
    ['a restricted destination', { restricted: true }],
  ])('offers none for %s', (_name, patch) => {
    expect(protectionEligible({ ...base, ...patch })).toBe(false);
  });
});

describe('offerToSend', () => {
  const answered = {
    model: 'RC1-A',
    offers: [{ id: '3y', title: '3-Year', durationMonths: 36, cost: 99 }],
  };

  it('sends the chosen offer of the model being added', () => {
    expect(offerToSend(answered, 'RC1-A', '3y')).toBe('3y');
  });

  it('sends nothing for no protection, an unknown id, or offers of another model', () => {
    expect(offerToSend(answered, 'RC1-A', '')).toBeNull();
    expect(offerToSend(answered, 'RC1-A', '5y')).toBeNull();
    expect(offerToSend(answered, 'RC1-B', '3y')).toBeNull();
    expect(offerToSend(null, 'RC1-A', '3y')).toBeNull();
  });
});
