import { describe, expect, it } from 'vitest';
import { acceptsEmail, cityMatches } from './popup-rules';

describe('acceptsEmail', () => {
  it('uses the shared email rule for the newsletter kinds', () => {
    expect(acceptsEmail('newsletter', 'ana@rove.shop')).toBe(true);
    expect(acceptsEmail('newsletter', '  ana@rove.design  ')).toBe(true);
    expect(acceptsEmail('newsletter', 'ana@rove')).toBe(false);
    expect(acceptsEmail('trade-newsletter', 'ana')).toBe(false);
    expect(acceptsEmail('newsletter', '')).toBe(false);
  });

  it('requires 2 characters and an address for campaign sign-ups', () => {
    expect(acceptsEmail('campaign-signup', 'a')).toBe(false);
    expect(acceptsEmail('campaign-signup', 'ab')).toBe(false);
    expect(acceptsEmail('campaign-signup', 'ab@rove.shop')).toBe(true);
  });
});

describe('cityMatches', () => {
  it('ignores case, spaces and accents', () => {
    expect(cityMatches(['Toronto', 'Vancouver'], ' toronto ')).toBe(true);
    expect(cityMatches(['Montreal'], 'Montréal')).toBe(true);
    expect(cityMatches(['Toronto'], 'Ottawa')).toBe(false);
    expect(cityMatches(['Toronto'], '')).toBe(false);
    expect(cityMatches([], 'Toronto')).toBe(false);
  });
});
