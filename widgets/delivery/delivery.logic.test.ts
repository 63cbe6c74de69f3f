import { describe, expect, it } from 'vitest';
import {
  cleanSavedLabel,
  destinationCookieNames,
  destinationLabel,
  destinationOutcome,
  normalisePostal,
} from './delivery.logic';
import { destinationReplySchema } from './delivery-api';
import { check } from '../../core/schema';

describe('destination cookies and postal codes', () => {
  it('names one postal and one label cookie per country', () => {
    expect(destinationCookieNames('US')).toEqual({
      postal: 'rove_dest_postal_US',
      label: 'rove_dest_label_US',
    });
    expect(destinationCookieNames('CA').postal).toBe('rove_dest_postal_CA');
  });

  it('writes postal codes the way the reply and cookies use them', () => {
    expect(normalisePostal('US', ' 10001 ')).toBe('10001');
    expect(normalisePostal('CA', 'm5v2t6')).toBe('M5V 2T6');
    expect(normalisePostal('CA', 'm5v-2t6')).toBe('M5V 2T6');
    expect(normalisePostal('CA', 'M5V 2T6')).toBe('M5V 2T6');
  });

  it('labels a destination with city, state and code', () => {
    expect(destinationLabel({ city: 'New York', state_id: 'NY' }, '10001')).toBe(
      'New York, NY 10001',
    );
    expect(destinationLabel({ city: ' ', state_id: '' }, '10001')).toBe('10001');
  });

  it('cleans a saved label before showing it', () => {
    expect(cleanSavedLabel(undefined)).toBeNull();
    expect(cleanSavedLabel('  ')).toBeNull();
    expect(cleanSavedLabel('Toronto\u0000, ON')).toBe('Toronto, ON');
    expect(cleanSavedLabel('x'.repeat(200))).toHaveLength(80);
  });
});

describe('destinationOutcome', () => {
  it('treats a reply without geo as an error response', () => {
    expect(destinationOutcome({ restricted: false }, '00000')).toEqual({ kind: 'no-geo' });
    expect(destinationOutcome({ geo: null, restricted: true }, '00000')).toEqual({
      kind: 'no-geo',
    });
  });

  it('answers the label and the restriction of a destination', () => {
    expect(
      destinationOutcome({ geo: { city: 'Anchorage', state_id: 'AK' }, restricted: true }, '99501'),
    ).toEqual({ kind: 'destination', label: 'Anchorage, AK 99501', restricted: true });
  });
});

describe('destinationReplySchema', () => {
  const reply = {
    geo: { city: 'Chicago', state_id: 'IL' },
    zone: 'US-CENTRAL',
    models_stock: { 'RC1-A': { s: 3 } },
    satellite_id: null,
    restricted: false,
    restricted_validated: true,
  };

  it('accepts the documented reply, PHP flags and PHP’s empty geo', () => {
    expect(check(destinationReplySchema, reply).ok).toBe(true);
    const php = check(destinationReplySchema, { ...reply, geo: [], restricted: 1 });
    expect(php).toMatchObject({ ok: true, value: { geo: null, restricted: true } });
  });

  it('refuses a reply that does not say whether the product is restricted', () => {
    const { restricted: _omitted, ...withoutFlag } = reply;
    expect(check(destinationReplySchema, withoutFlag).ok).toBe(false);
    expect(check(destinationReplySchema, { ...reply, geo: { city: 3 } }).ok).toBe(false);
    expect(check(destinationReplySchema, 'oops').ok).toBe(false);
  });
});
