import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../core/search/hit';
import { toCardModel } from './card-model';

const ORIGIN = 'https://shop.example';

const hit = (partial: Partial<SearchHit>): SearchHit => ({
  objectID: 'RS1001-2',
  title: 'Oak Sofa',
  url: '/product/oak-sofa',
  image: '/images/oak-sofa.svg',
  image_category: '',
  nid: 12,
  google_tag_id: '',
  language: 'und',
  prices: { final: { usd: 1299, krw: 1690000 } },
  colors: [],
  nice_names: [],
  terms: [],
  _highlightResult: { title: { value: '<em>Oak</em> Sofa', matchLevel: 'full' } },
  ...partial,
});

describe('toCardModel', () => {
  it('formats the price in the visitor’s currency and the MEMBER price when shown', () => {
    const card = toCardModel(hit({}), { currency: 'USD', memberDiscount: 0.2, origin: ORIGIN });
    expect(card).toMatchObject({
      id: 'RS1001-2',
      title: 'Oak Sofa',
      href: 'https://shop.example/product/oak-sofa',
      image: 'https://shop.example/images/oak-sofa.svg',
      price: '$1,299',
      memberPrice: '$1,039',
      nid: 12,
    });
    expect(card.titleRuns).toEqual([
      { text: 'Oak', highlighted: true },
      { text: ' Sofa', highlighted: false },
    ]);
    const korean = toCardModel(hit({}), { currency: 'KRW', memberDiscount: null, origin: ORIGIN });
    expect(korean.price).toBe('1,690,000₩');
    expect(korean.memberPrice).toBeUndefined();
  });

  it('leaves out a price the hit lacks in the currency', () => {
    expect(
      toCardModel(hit({}), { currency: 'GBP', memberDiscount: 0.2, origin: ORIGIN }).price,
    ).toBeUndefined();
  });

  it('links on the site only', () => {
    for (const url of [
      'javascript:alert(1)',
      'https://evil.example/x',
      '//evil.example/',
      'data:text/html,x',
    ])
      expect(
        toCardModel(hit({ url }), { currency: 'USD', memberDiscount: null, origin: ORIGIN }).href,
      ).toBeUndefined();
  });

  it('keeps hostile markup in a title as text', () => {
    const card = toCardModel(
      hit({
        _highlightResult: {
          title: { value: '<img src=x onerror=alert(1)><em>Oak</em>', matchLevel: 'full' },
        },
      }),
      { currency: 'USD', memberDiscount: null, origin: ORIGIN },
    );
    expect(card.titleRuns[0]).toEqual({ text: '<img src=x onerror=alert(1)>', highlighted: false });
  });

  it('falls back to the plain title and ignores a bad nid or image', () => {
    const card = toCardModel(
      hit({
        _highlightResult: { title: { value: '', matchLevel: 'none' } },
        nid: 'abc',
        image: 'javascript:x',
      }),
      { currency: 'USD', memberDiscount: null, origin: ORIGIN },
    );
    expect(card.titleRuns).toEqual([{ text: 'Oak Sofa', highlighted: false }]);
    expect(card.nid).toBeUndefined();
    expect(card.image).toBeUndefined();
    expect(
      toCardModel(hit({ nid: '77' }), { currency: 'USD', memberDiscount: null, origin: ORIGIN })
        .nid,
    ).toBe(77);
  });
});
