import { describe, expect, it } from 'vitest';
import {
  REVIEWS_WALL_MAX_PAGES,
  formatReviewCount,
  languageTag,
  parseRating,
  reviewProblem,
} from './reviews-wall.logic';

describe('reviews wall paging', () => {
  it('stops at 7 pages (spec/product.md §9)', () => {
    expect(REVIEWS_WALL_MAX_PAGES).toBe(7);
  });
});

describe('the provider summary', () => {
  it('formats numberOfReviews.total per locale', () => {
    expect(formatReviewCount(1234, 'en_US')).toBe('1,234');
    expect(formatReviewCount(1234, 'ko_KR')).toBe('1,234');
    expect(formatReviewCount(1234567, 'en_UK')).toBe('1,234,567');
    expect(formatReviewCount(1234, 'fr_CA')).toMatch(/^1\s234$/u);
    expect(formatReviewCount(0, undefined)).toBe('0');
  });

  it('refuses what is not a count', () => {
    expect(formatReviewCount(-1, 'en_US')).toBeUndefined();
    expect(formatReviewCount(1.5, 'en_US')).toBeUndefined();
    expect(formatReviewCount(Number.NaN, 'en_US')).toBeUndefined();
  });

  it('maps storefront locales to language tags, with a fallback', () => {
    expect(languageTag('en_UK')).toBe('en-GB');
    expect(languageTag('ch_HK')).toBe('zh-HK');
    expect(languageTag('ko_KR')).toBe('ko-KR');
    expect(languageTag('not a locale!')).toBe('en-US');
    expect(languageTag(undefined)).toBe('en-US');
  });
});

describe('review validation', () => {
  const good = { name: 'Ava K.', text: 'Lovely', rating: 4, ratingText: 'Rated 4 out of 5' };

  it('reads ratings out of 5', () => {
    expect(parseRating('4')).toBe(4);
    expect(parseRating('4.5')).toBe(4.5);
    expect(parseRating('0')).toBe(0);
    expect(parseRating('6')).toBeUndefined();
    expect(parseRating('-1')).toBeUndefined();
    expect(parseRating('')).toBeUndefined();
    expect(parseRating(null)).toBeUndefined();
    expect(parseRating('four')).toBeUndefined();
  });

  it('requires a name, a text, a rating and its text equivalent', () => {
    expect(reviewProblem(good)).toBeUndefined();
    expect(reviewProblem({ ...good, name: ' ' })).toBe('no name');
    expect(reviewProblem({ ...good, text: '' })).toBe('no review text');
    expect(reviewProblem({ ...good, rating: undefined })).toBe('no rating out of 5');
    expect(reviewProblem({ ...good, ratingText: '' })).toBe('no text equivalent for the rating');
  });
});
