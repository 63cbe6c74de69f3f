import { describe, expect, it } from 'vitest';
import { check } from '../../core/schema';
import { searchHit } from '../../core/search/hit';
import { productCardModel } from './product-card';

const context = { currency: 'USD' as const, memberDiscount: null, origin: 'https://shop.example' };
const hit = (fields: Record<string, unknown>) => {
  const result = check(searchHit, { objectID: 'SKU1-a', ...fields });
  if (!result.ok) throw new Error('bad hit');
  return result.value;
};

describe('productCardModel', () => {
  it('shows name and option only without a hit', () => {
    expect(productCardModel({ name: 'Sven Sofa', option: 'Tan' }, undefined, context)).toEqual({
      key: '0:Sven Sofa',
      name: 'Sven Sofa',
      option: 'Tan',
    });
  });

  it('takes title, link, image and price from the hit', () => {
    const model = productCardModel(
      { name: 'sven sofa', option: 'Tan' },
      hit({
        title: 'Sven Sofa',
        url: '/product/sven',
        image: '/i/1.svg',
        prices: { final: { usd: 1299 } },
      }),
      context,
    );
    expect(model).toMatchObject({
      name: 'Sven Sofa',
      option: 'Tan',
      href: 'https://shop.example/product/sven',
      image: 'https://shop.example/i/1.svg',
      price: '$1,299',
    });
  });

  it('shows the MEMBER price for members and never links off the site', () => {
    const model = productCardModel(
      { name: 'Sofa', option: '' },
      hit({ url: 'https://evil.example/x', prices: { final: { usd: 1000 } } }),
      { ...context, memberDiscount: 0.2 },
    );
    expect(model.href).toBeUndefined();
    expect(model.memberPrice).toBe('$800');
  });
});
