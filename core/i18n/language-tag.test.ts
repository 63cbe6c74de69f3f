import { describe, expect, it } from 'vitest';
import { pageLanguageTag } from './language-tag';

describe('pageLanguageTag: the page’s language for a vendor’s widget, not the browser’s', () => {
  it.each([
    ['ko_KR', 'KR', 'ko'],
    ['en_US', 'US', 'en'],
    ['en_UK', 'UK', 'en-GB'],
    ['en_AU', 'AU', 'en-AU'],
    ['en_CA', 'CA', 'en-CA'],
    // The checkout reads English on a fr_CA page (it has no French table): so do the vendors’ widgets.
    ['fr_CA', 'CA', 'en-CA'],
    ['en_HK', 'HK', 'en'],
    [undefined, 'US', 'en'],
  ])('%s in %s → %s', (locale, country, expected) => {
    expect(pageLanguageTag(locale, country)).toBe(expected);
  });
});
