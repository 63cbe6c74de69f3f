import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../core/log';
import { parseReviewsReply, sameOriginPath, unlinkForeign } from './reviews-reply';
import { sampleReview as review } from './sample-reviews';

const ORIGIN = location.origin;

beforeEach(() => resetLogOnce());

describe('parseReviewsReply', () => {
  it('reads the reviews and the next link of a reply', () => {
    const reply = parseReviewsReply(
      `<div>${review(13)}${review(14)}</div><a rel="next" href="/reviews?page=3">More</a>`,
      ORIGIN,
    );
    expect(reply.items).toHaveLength(2);
    expect(reply.items[0]).toMatch(/^<article[^>]+id="review-13"/);
    expect(reply.next).toBe('/reviews?page=3');
  });

  it('has no next page without a next link, or with one to another site', () => {
    expect(parseReviewsReply(review(1), ORIGIN).next).toBe('');
    expect(
      parseReviewsReply(
        `${review(1)}<a rel="next" href="https://evil.example/r?page=3">x</a>`,
        ORIGIN,
      ).next,
    ).toBe('');
  });

  it('drops reviews without a rating out of 5 or a name, logging once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reply = parseReviewsReply(
      review(1) +
        review(2, { rating: '9' }) +
        review(3, { name: ' ' }) +
        review(4, { rating: '8' }),
      ORIGIN,
    );
    expect(reply.items).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toBe('[rove] review dropped');
  });

  it('turns product links to other sites into text', () => {
    const reply = parseReviewsReply(review(1, { product: 'https://evil.example/x' }), ORIGIN);
    expect(reply.items[0]).not.toContain('evil.example');
    expect(reply.items[0]).toContain('Reviewed: Sofa');
    expect(reply.items[0]).toContain('href="/reviews#review-1"');
  });
});

describe('URL guards', () => {
  it('keeps same-origin paths only', () => {
    expect(sameOriginPath('/reviews?page=2', ORIGIN)).toBe('/reviews?page=2');
    expect(sameOriginPath(`${ORIGIN}/reviews`, ORIGIN)).toBe('/reviews');
    expect(sameOriginPath('//evil.example/reviews', ORIGIN)).toBeUndefined();
    expect(sameOriginPath('javascript:alert(1)', ORIGIN)).toBeUndefined();
  });

  it('unlinks foreign links in place', () => {
    const box = document.createElement('div');
    box.innerHTML = '<a href="https://evil.example">Evil</a> <a href="/ok">Ok</a>';
    unlinkForeign(box, ORIGIN);
    expect(box.innerHTML).toBe('Evil <a href="/ok">Ok</a>');
  });
});
