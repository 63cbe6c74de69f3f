import { createRng } from '../fixtures/prng';
import type { CatalogueProduct, Category } from '../fixtures/catalogue-types';
import { COUNTRIES } from '../lib/markets';
import { hideFlags } from './hide-flags';
import { itemWord, materialWord } from './product-voice';
import type { CustomerPhotoRecord } from './record-types';
import { SEARCH_FIXTURE_SEED } from './review-records';
import type { IndexDefinition } from './search-index';
import { CITIES, FIRST_NAMES, PHOTO_CAPTIONS, voice } from './shopper-voices';

/**
 * Shoppers' photos of a product at home: none, one or two per product, from the product's own
 * PRNG stream. The image is the product picture tinted by one of its options (?oid=).
 */
export function productPhotos(
  product: CatalogueProduct,
  categoryTitle: string,
): CustomerPhotoRecord[] {
  const rng = createRng(`${SEARCH_FIXTURE_SEED}:photos:${product.nid}`);
  const count = rng.weighted({ '0': 2, '1': 2, '2': 1 });
  return Array.from({ length: Number(count) }, (_, k): CustomerPhotoRecord => {
    const country = rng.pick(COUNTRIES);
    const location = rng.pick(CITIES[country]);
    const option = rng.pick(product.options);
    return {
      objectID: `photo-${product.nid}-${k + 1}`,
      title: `${product.title} in ${location}`,
      url: `/product/${product.slug}#photo-${k + 1}`,
      language: 'und',
      nid: product.nid,
      product_title: product.title,
      image: `/images/product/${product.nid}.svg?oid=${option.oid}`,
      image_category: categoryTitle,
      caption: voice(rng.pick(PHOTO_CAPTIONS), itemWord(product), materialWord(product, k)),
      author: rng.pick(FIRST_NAMES),
      location,
      ...hideFlags(product.hide),
    };
  });
}

export function customerPhotosIndex(
  products: readonly CatalogueProduct[],
  categories: readonly Category[],
): IndexDefinition<CustomerPhotoRecord> {
  const titles = new Map(categories.map((c) => [c.slug, c.title]));
  return {
    name: 'customer_photos',
    records: products.flatMap((p) => productPhotos(p, titles.get(p.category) ?? p.category)),
    // The title already names the product.
    searchable: { title: 4, caption: 1 },
    facets: ['image_category'],
  };
}
