import { describe, expect, it } from 'vitest';
import type { Country } from '../country';
import { check } from '../schema';
import {
  adId,
  itemsValue,
  splitCategory,
  toItem,
  toItems,
  trackedProductSchema,
  type ItemContext,
} from './items';

const context = (country: Country, excludedIds: string[] = []): ItemContext => ({
  country,
  brand: 'Rove',
  excludedIds,
});

describe('splitCategory', () => {
  it.each([
    [undefined, {}],
    ['', {}],
    [
      'Furniture',
      { item_category: 'Furniture', item_category1: 'Furniture', catpath: 'Furniture' },
    ],
    [
      ' Furniture / Sofas /',
      {
        item_category: 'Furniture',
        item_category1: 'Furniture',
        item_category2: 'Sofas',
        catpath: 'Furniture/Sofas',
      },
    ],
    [
      'a/b/c/d/e',
      {
        item_category: 'a',
        item_category1: 'a',
        item_category2: 'b',
        item_category3: 'c',
        item_category4: 'd',
        item_category5: 'e',
        catpath: 'a/b/c/d/e',
      },
    ],
    [
      'a/b/c/d/e/f',
      {
        item_category: 'a',
        item_category1: 'a',
        item_category2: 'b',
        item_category3: 'c',
        item_category4: 'd',
        item_category5: 'e/f',
        catpath: 'a/b/c/d/e/f',
      },
    ],
  ])('%j → %j', (path, expected) => {
    expect(splitCategory(path)).toEqual(expected);
  });
});

describe('adId and toItem per country', () => {
  it.each([
    ['US', 'S-100'],
    ['CA', 'C-S-100'],
    ['AU', 'C-S-100'],
    ['KR', 'C-S-100'],
    ['UK', 'C-S-100'],
    ['HK', 'C-S-100'],
  ] as const)('%s → ad id %s, item_id unprefixed', (country, id) => {
    expect(adId('S-100', country)).toBe(id);
    const item = toItem({ id: 'S-100', name: 'Sofa', price: 999 }, context(country));
    expect(item).toMatchObject({ item_id: 'S-100', id, google_business_vertical: 'retail' });
  });

  it('maps every field of the tracked product item', () => {
    expect(
      toItem(
        {
          id: 42,
          name: 'Sofa',
          price: 1299.5,
          quantity: 2,
          variant: 'S-42-GRY',
          category: 'Furniture/Sofas',
          brand: 'Other',
        },
        context('UK'),
        3,
      ),
    ).toEqual({
      item_id: '42',
      item_name: 'Sofa',
      item_brand: 'Other',
      item_variant: 'S-42-GRY',
      item_category: 'Furniture',
      item_category1: 'Furniture',
      item_category2: 'Sofas',
      catpath: 'Furniture/Sofas',
      price: 1299.5,
      quantity: 2,
      index: 3,
      id: 'C-42',
      google_business_vertical: 'retail',
    });
  });

  it('defaults the brand to the store’s own and the quantity to 1; drops a non-finite price', () => {
    const item = toItem({ id: 'X', name: 'Rug', price: Number.NaN }, context('US'));
    expect(item).toMatchObject({ item_brand: 'Rove', quantity: 1 });
    expect(item).not.toHaveProperty('price');
  });

  it('leaves out the excluded ids (configurable)', () => {
    const products = [
      { id: 'S-1', name: 'Sofa', price: 100 },
      { id: 'FEE', name: 'Membership', price: 100 },
      { id: 9, name: 'Protection', price: 50 },
    ];
    expect(toItems(products, context('US', ['FEE', '9'])).map((item) => item.item_id)).toEqual([
      'S-1',
    ]);
    expect(toItem(products[1]!, context('US', ['FEE']))).toBeUndefined();
    expect(toItems(products, context('US'), true).map((item) => item.index)).toEqual([0, 1, 2]);
  });
});

describe('the catalogue fields of a tracked product item (spec/marketing.md §3)', () => {
  const full = {
    id: 'P-42',
    id_default: 'S-42',
    id_google: 'S-42-GRY',
    fsku: 'F-42',
    gsku: 'G-42',
    parent: 42,
    title: 'Sofa',
    url: '/product/sofa',
    image: 'https://cdn.example/sofa.jpg',
  };

  it('reads title as the name, and the retailer sku from id_default', () => {
    const product = check(trackedProductSchema(), full);
    expect(product).toMatchObject({ ok: true, value: { name: 'Sofa', id_default: 'S-42' } });
    const item = toItem(product.ok ? product.value : (undefined as never), context('UK'));
    expect(item).toMatchObject({
      item_id: 'S-42',
      item_name: 'Sofa',
      id: 'C-S-42',
      id_google: 'S-42-GRY',
      fsku: 'F-42',
      gsku: 'G-42',
      parent: '42',
      url: '/product/sofa',
      image: 'https://cdn.example/sofa.jpg',
    });
  });

  it('excludes a product by its sku or its id', () => {
    expect(toItem({ ...full, name: 'Sofa' }, context('US', ['S-42']))).toBeUndefined();
    expect(toItem({ ...full, name: 'Sofa' }, context('US', ['P-42']))).toBeUndefined();
  });

  it('drops a malformed optional field and keeps the product; refuses one without a name', () => {
    const dropped: string[] = [];
    const schema = trackedProductSchema((issue) => dropped.push(issue.path));
    expect(
      check(schema, { id: 'S', name: 'Rug', url: 'javascript:alert(1)', fsku: '', quantity: 0 }),
    ).toMatchObject({ ok: true, value: { id: 'S', name: 'Rug' } });
    expect(dropped).toEqual(['fsku', 'quantity', 'url']);
    expect(check(schema, { id: 'S' })).toMatchObject({
      ok: false,
      issue: { path: 'name', expected: 'string' },
    });
    expect(check(schema, { id: 'S', name: 3, title: 'Rug' })).toMatchObject({ ok: false });
  });

  it.each([
    ['/product/sofa', true],
    ['https://cdn.example/a.jpg', true],
    ['http://127.0.0.1:4321/images/product/1.svg', true],
    ['//evil.example/a.jpg', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AA', false],
    ['/product/a sofa', false],
  ])('url %j is kept: %s', (url, kept) => {
    const result = check(trackedProductSchema(), { id: 'S', name: 'Rug', url });
    expect(result.ok && result.value.url === url).toBe(kept);
  });
});

describe('itemsValue', () => {
  it.each([
    [[], 0],
    [[{ price: 10.1, quantity: 3 }], 30.3],
    [
      [
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ],
      0.3,
    ],
    [[{ quantity: 2 }], 0],
  ])('%j → %d', (items, value) => {
    expect(itemsValue(items)).toBe(value);
  });
});
