import { describe, expect, it } from 'vitest';
import { hitImageUrl, hitPrices, hitTitleRuns } from './hit-display';

const hit = {
  objectID: 'RS1-1',
  title: 'Oak Sofa',
  prices: { final: { usd: 1299, krw: 1790000 } },
  _highlightResult: { title: { value: '<em>Oak</em> Sofa', matchLevel: 'full' } },
};

describe('hit display', () => {
  it('shows the highlight as text runs, or the plain title without one', () => {
    expect(hitTitleRuns(hit)).toEqual([
      { text: 'Oak', highlighted: true },
      { text: ' Sofa', highlighted: false },
    ]);
    expect(
      hitTitleRuns({ ...hit, _highlightResult: { title: { value: '', matchLevel: 'none' } } }),
    ).toEqual([{ text: 'Oak Sofa', highlighted: false }]);
  });

  it.each([
    ['USD', 0.2, { price: '$1,299', memberPrice: '$1,039' }],
    ['USD', null, { price: '$1,299' }],
    ['KRW', null, { price: '1,790,000₩' }],
    ['GBP', 0.2, {}],
  ] as const)('prices in %s for discount %s', (currency, discount, expected) => {
    expect(hitPrices(hit, currency, discount)).toEqual(expected);
  });

  it.each([
    ['/images/a.svg', 'https://shop.example/images/a.svg'],
    ['https://cdn.example/a.jpg', 'https://cdn.example/a.jpg'],
    ['http://cdn.example/a.jpg', undefined],
    ['javascript:alert(1)', undefined],
    ['data:image/svg+xml,<svg/>', undefined],
    ['', undefined],
  ])('image %s → %s', (url, expected) =>
    expect(hitImageUrl(url, 'https://shop.example')).toBe(expected),
  );
});
