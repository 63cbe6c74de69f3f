// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { searchHit, skuOf } from '../../core/search/hit';
import { check, type Schema } from '../../core/schema';
import { generateCatalogue } from '../fixtures/catalogue';
import { COUNTRIES, CURRENCIES } from '../lib/markets';
import { catalogueIndexes, createCatalogueSearch } from './catalogue-search';
import type { ProductRecord, SearchRecord } from './record-types';

const catalogue = generateCatalogue();
const indexes = catalogueIndexes(catalogue.products, catalogue.categories);
const byName = new Map(indexes.map((index) => [index.name, index.records]));
const records = (name: string): readonly SearchRecord[] => byName.get(name) ?? [];
const HIDE = ['usa_hide', 'canada_hide', 'au_hide', 'kr_hide', 'uk_hide', 'hk_hide'];

describe('catalogue indexes', () => {
  it('are the same on every build', () => {
    const again = catalogueIndexes(catalogue.products, catalogue.categories);
    expect(JSON.stringify(again)).toBe(JSON.stringify(indexes));
  });

  it('give every record a unique objectID, a title, a url, a language and the six hide flags', () => {
    for (const index of indexes) {
      expect(index.records.length, index.name).toBeGreaterThan(0);
      expect(new Set(index.records.map((r) => r.objectID)).size).toBe(index.records.length);
      for (const record of index.records) {
        expect(record.title).not.toBe('');
        expect(record.url).toMatch(/^\//);
        expect(record.language).toBe('und');
        for (const flag of HIDE) expect([0, 1]).toContain(record[flag]);
      }
    }
  });

  it('are all read by the SDK as search hits (core/search/hit.ts)', () => {
    for (const index of indexes) {
      for (const record of index.records) {
        expect(
          check(searchHit as Schema<unknown>, record).ok,
          `${index.name} ${record.objectID}`,
        ).toBe(true);
      }
    }
  });

  it('hold one product record per product, in the shape the SDK reads', () => {
    const products = records('products') as readonly ProductRecord[];
    expect(products).toHaveLength(catalogue.products.length);
    for (const record of products) {
      expect(check(searchHit as Schema<unknown>, record).ok).toBe(true);
      expect(skuOf(record)).toBe(record.sku);
      expect(record.objectID).toBe(`${record.sku}-1`);
      expect(record.url).toMatch(/^\/product\/[a-z0-9-]+$/);
      expect(record.image).toBe(`/images/product/${record.nid}.svg`);
      expect(Object.keys(record.prices.final).sort()).toEqual(
        CURRENCIES.map((c) => c.toLowerCase()).sort(),
      );
      expect(record.google_tag_id.startsWith(`${record.sku}-`)).toBe(true);
    }
    const hiddenSomewhere = products.filter((r) => HIDE.some((flag) => r[flag] === 1));
    expect(hiddenSomewhere.length).toBeGreaterThan(0);
    expect(hiddenSomewhere.length).toBeLessThan(products.length / 2);
  });

  it('tie reviews and customer photos to products, and looks to the products they list', () => {
    const nids = new Set(catalogue.products.map((p) => p.nid));
    for (const name of ['reviews', 'customer_photos']) {
      for (const record of records(name)) expect(nids.has(record.nid as number)).toBe(true);
    }
    for (const look of records('STL')) {
      const listed = look.products as { nid: number; url: string }[];
      expect(listed.length).toBeGreaterThanOrEqual(3);
      for (const product of listed) expect(nids.has(product.nid)).toBe(true);
    }
    expect(records('category').map((r) => r.url)).toEqual(
      catalogue.categories.map((c) => `/category/${c.slug}`),
    );
    expect(records('pages').map((r) => r.title)).toEqual(
      expect.arrayContaining([
        'Reviews',
        'Host Program',
        'Membership',
        'Showroom',
        'Visit Us',
        'Help',
      ]),
    );
  });

  it('let country filtering hide pages that only exist in some countries', () => {
    const host = records('pages').find((r) => r.title === 'Host Program');
    expect(host).toMatchObject({ usa_hide: 0, canada_hide: 0, uk_hide: 1 });
    expect(COUNTRIES).toHaveLength(6);
  });

  it('build the engine with the shop-the-look data the pages use', () => {
    const search = createCatalogueSearch(catalogue.products, catalogue.categories);
    expect(search.looks.length).toBe(records('STL').length);
    expect(search.engine.size('STL')).toBe(search.looks.length);
  });
});
