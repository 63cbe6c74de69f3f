import { createRng } from '../fixtures/prng';
import type { CatalogueProduct, Category } from '../fixtures/catalogue-types';
import { COUNTRIES } from '../lib/markets';
import { hideFlags } from './hide-flags';
import { itemWord, materialWord } from './product-voice';
import type { ReviewRecord } from './record-types';
import type { IndexDefinition } from './search-index';
import { CITIES, FIRST_NAMES, REVIEW_BODIES, REVIEW_TITLES, voice } from './shopper-voices';

// Reviews are generated per product from the product's own PRNG stream ('reviews:{nid}'), so a
// product always has the same reviews however large the catalogue around it is.

export const SEARCH_FIXTURE_SEED = 'rove-search';

const RATING_WEIGHTS = { '5': 6, '4': 3, '3': 1 } as const;

/** A date in 2026, from the product's stream. */
function reviewDate(day: number): string {
  const date = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000);
  return date.toISOString().slice(0, 10);
}

export function productReviews(product: CatalogueProduct, categoryTitle: string): ReviewRecord[] {
  const rng = createRng(`${SEARCH_FIXTURE_SEED}:reviews:${product.nid}`);
  const count = product.scenario !== null ? 2 : rng.int(0, 3);
  return Array.from({ length: count }, (_, k): ReviewRecord => {
    const item = itemWord(product);
    const material = materialWord(product, rng.int(0, 9));
    const country = rng.pick(COUNTRIES);
    return {
      objectID: `review-${product.nid}-${k + 1}`,
      title: voice(rng.pick(REVIEW_TITLES), item, material),
      url: `/product/${product.slug}#review-${k + 1}`,
      language: 'und',
      nid: product.nid,
      product_title: product.title,
      image: `/images/product/${product.nid}.svg`,
      image_category: categoryTitle,
      body: voice(rng.pick(REVIEW_BODIES), item, material),
      rating: Number(rng.weighted(RATING_WEIGHTS)),
      author: `${rng.pick(FIRST_NAMES)} from ${rng.pick(CITIES[country])}`,
      created: reviewDate(rng.int(0, 330)),
      ...hideFlags(product.hide),
    };
  });
}

export function reviewsIndex(
  products: readonly CatalogueProduct[],
  categories: readonly Category[],
): IndexDefinition<ReviewRecord> {
  const titles = new Map(categories.map((c) => [c.slug, c.title]));
  return {
    name: 'reviews',
    records: products.flatMap((p) => productReviews(p, titles.get(p.category) ?? p.category)),
    // The body is not searched: its stock phrases would match nearly any word of a query.
    searchable: { title: 4, product_title: 2 },
    facets: ['rating', 'image_category'],
  };
}
