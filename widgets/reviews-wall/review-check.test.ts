// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../core/log';
import { checkReviews, reviewElementProblem, unlinkForeign } from './review-check';
import { sampleReview as review } from './sample-reviews';

beforeEach(() => resetLogOnce());

function list(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

describe('checkReviews', () => {
  it('keeps complete reviews and removes the rest, logging once per problem', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const box = list(
      review(1) +
        review(2, { rating: '9' }) +
        review(3, { name: ' ' }) +
        review(4, { rating: '8' }) +
        '<p>Not a review</p>',
    );
    const kept = checkReviews([...box.children]);
    expect(kept.map((item) => item.id)).toEqual(['review-1']);
    expect(box.children).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]?.[0]).toBe('[rove] review dropped');
  });

  it('turns product links to other sites into text', () => {
    const box = list(review(1, { product: 'https://evil.example/x' }));
    checkReviews([...box.children]);
    expect(box.innerHTML).not.toContain('evil.example');
    expect(box.innerHTML).toContain('Reviewed: Sofa');
    expect(box.innerHTML).toContain('href="/reviews#review-1"');
  });
});

describe('review rules', () => {
  it('names what a review lacks', () => {
    const [ok, noRating] = [...list(review(1) + review(2, { rating: '' })).children];
    expect(ok && reviewElementProblem(ok)).toBeUndefined();
    expect(noRating && reviewElementProblem(noRating)).toBe('no rating out of 5');
  });

  it('unlinks foreign links in place', () => {
    const box = list('<a href="https://evil.example">Evil</a> <a href="/ok">Ok</a>');
    unlinkForeign(box);
    expect(box.innerHTML).toBe('Evil <a href="/ok">Ok</a>');
  });
});
