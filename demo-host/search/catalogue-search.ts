import type { CatalogueProduct, Category } from '../fixtures/catalogue-types';
import { categoryIndex } from './category-records';
import { customerPhotosIndex } from './customer-photo-records';
import { createSearchEngine, type SearchEngine } from './engine';
import { lookIndex, roomIndex } from './look-records';
import { pagesIndex } from './page-records';
import { productsIndex } from './product-records';
import type { SearchRecord } from './record-types';
import { reviewsIndex } from './review-records';
import type { IndexDefinition } from './search-index';
import { generateLooks, type Look } from './shop-the-look';

export interface CatalogueSearch {
  engine: SearchEngine;
  /** The shop-the-look data behind the STL and rooms indexes (pages render them too). */
  looks: readonly Look[];
}

/** The seven indexes of spec/shell.md §7, filled from the catalogue. */
export function catalogueIndexes(
  products: readonly CatalogueProduct[],
  categories: readonly Category[],
  looks: readonly Look[] = generateLooks(products),
): IndexDefinition<SearchRecord>[] {
  return [
    productsIndex(products, categories),
    pagesIndex(),
    categoryIndex(categories, products),
    customerPhotosIndex(products, categories),
    reviewsIndex(products, categories),
    roomIndex(looks),
    lookIndex(looks),
  ];
}

/**
 * @example const { engine } = createCatalogueSearch(store.all(), store.categories);
 */
export function createCatalogueSearch(
  products: readonly CatalogueProduct[],
  categories: readonly Category[],
): CatalogueSearch {
  const looks = generateLooks(products);
  return { engine: createSearchEngine(catalogueIndexes(products, categories, looks)), looks };
}
