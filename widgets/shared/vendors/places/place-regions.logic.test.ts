import { describe, expect, it } from 'vitest';
import { matchZone, placesPageLanguage, regionCodesFor } from './place-regions.logic';

describe('regionCodesFor (includedRegionCodes)', () => {
  it('searches the warehouse’s country for delivery, as Google writes it', () => {
    expect(regionCodesFor('delivery', 'US')).toEqual(['us']);
    expect(regionCodesFor('delivery', 'UK')).toEqual(['gb']);
  });

  it('searches the six countries for billing and the swatch request', () => {
    for (const use of ['billing', 'swatch'] as const)
      expect([...regionCodesFor(use, 'KR')].sort()).toEqual(['au', 'ca', 'gb', 'hk', 'kr', 'us']);
  });
});

describe('matchZone', () => {
  const zones = [
    { code: 'ON', name: 'Ontario' },
    { code: 'QC', name: 'Quebec' },
    { code: 'ENG', name: 'England' },
  ];

  it('matches by code, then by name (accents and case aside)', () => {
    expect(matchZone(zones, { code: 'ON', name: 'Ontario' })).toBe('ON');
    expect(matchZone(zones, { code: 'Québec', name: 'Québec' })).toBe('QC');
    expect(matchZone(zones, { code: 'England', name: 'England' })).toBe('ENG');
  });

  it('leaves the choice to the shopper when nothing matches', () => {
    expect(matchZone(zones, { code: 'BC', name: 'British Columbia' })).toBe('');
    expect(matchZone(zones, { code: 'Ont', name: 'Ontario province' })).toBe('');
    expect(matchZone(zones, null)).toBe('');
  });
});

describe('placesPageLanguage (language and region of a search)', () => {
  it('asks in the page’s language, for the shop’s country as Google names it', () => {
    expect(placesPageLanguage('ko_KR', 'KR')).toEqual({ language: 'ko', region: 'kr' });
    expect(placesPageLanguage('en_UK', 'UK')).toEqual({ language: 'en-GB', region: 'gb' });
    expect(placesPageLanguage('fr_CA', 'CA')).toEqual({ language: 'en-CA', region: 'ca' });
    expect(placesPageLanguage('en_HK', 'HK')).toEqual({ language: 'en', region: 'hk' });
  });
});
