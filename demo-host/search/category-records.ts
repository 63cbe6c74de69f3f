import type { CatalogueProduct, Category } from '../fixtures/catalogue-types';
import { SHOWN_EVERYWHERE } from './hide-flags';
import type { CategoryRecord } from './record-types';
import type { IndexDefinition } from './search-index';

/** `category`: one record per category listing (url /category/{slug}). */
export function categoryIndex(
  categories: readonly Category[],
  products: readonly CatalogueProduct[],
): IndexDefinition<CategoryRecord> {
  return {
    name: 'category',
    records: categories.map((category) => {
      const members = products.filter((p) => p.category === category.slug);
      const cover = members.find((p) => p.scenario === null) ?? members[0];
      return {
        objectID: `category-${category.slug}`,
        title: category.title,
        url: `/category/${category.slug}`,
        language: 'und',
        image: cover ? `/images/product/${cover.nid}.svg` : '',
        description: category.blurb,
        product_count: members.length,
        ...SHOWN_EVERYWHERE,
      };
    }),
    searchable: { title: 4, description: 1 },
    facets: [],
  };
}
