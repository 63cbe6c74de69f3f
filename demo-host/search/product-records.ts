import type { CatalogueProduct, Category } from '../fixtures/catalogue-types';
import { COUNTRIES, COUNTRY_CURRENCY } from '../lib/markets';
import { defaultModel, listingPrice } from '../shop/listing-price';
import { hideFlags } from './hide-flags';
import type { FinalPrices, ProductRecord } from './record-types';
import type { IndexDefinition } from './search-index';

/** The product's card price in every currency, keyed by lowercase code (spec/shell.md §3). */
function finalPrices(product: CatalogueProduct): FinalPrices {
  const prices: FinalPrices = {};
  for (const country of COUNTRIES) {
    prices[COUNTRY_CURRENCY[country].toLowerCase()] = listingPrice(product, country).p;
  }
  return prices;
}

/** @example productRecord(product, 'Sofas').objectID // 'RC1203-1' */
export function productRecord(product: CatalogueProduct, categoryTitle: string): ProductRecord {
  return {
    objectID: `${product.sku}-1`,
    sku: product.sku,
    title: product.title,
    url: `/product/${product.slug}`,
    image: `/images/product/${product.nid}.svg`,
    image_category: categoryTitle,
    nid: product.nid,
    google_tag_id: defaultModel(product, 'US').model,
    language: 'und',
    prices: { final: finalPrices(product) },
    ...hideFlags(product.hide),
    colors: [...product.colors],
    nice_names: [...product.materials],
    terms: [...product.terms],
    best_seller: product.bestSeller ? 1 : 0,
    new_arrival: product.newArrival ? 1 : 0,
  };
}

/** Best sellers first, then new arrivals, then by nid: what an empty query lists first. */
function rank(a: CatalogueProduct, b: CatalogueProduct): number {
  return (
    Number(b.bestSeller) - Number(a.bestSeller) ||
    Number(b.newArrival) - Number(a.newArrival) ||
    a.nid - b.nid
  );
}

export function productsIndex(
  products: readonly CatalogueProduct[],
  categories: readonly Category[],
): IndexDefinition<ProductRecord> {
  const titles = new Map(categories.map((c) => [c.slug, c.title]));
  return {
    name: 'products',
    records: [...products]
      .sort(rank)
      .map((product) => productRecord(product, titles.get(product.category) ?? product.category)),
    // terms already holds the category's name ('Sofas'), so image_category is not searched twice.
    searchable: { title: 4, terms: 2, nice_names: 1, colors: 1, sku: 1 },
    facets: ['colors', 'nice_names', 'terms', 'image_category'],
  };
}
