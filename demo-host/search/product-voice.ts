import type { CatalogueProduct } from '../fixtures/catalogue-types';

/** The kind of thing a product is, from its title's last word: 'Hugo Sleeper Sofa' → 'sofa'. */
export function itemWord(product: CatalogueProduct): string {
  const last = product.title.trim().split(/\s+/).pop() ?? '';
  return last.toLowerCase() || 'piece';
}

/** One of the product's materials in lower case, for review text. */
export function materialWord(product: CatalogueProduct, pick: number): string {
  const materials = product.materials;
  return (materials[pick % Math.max(1, materials.length)] ?? 'fabric').toLowerCase();
}
