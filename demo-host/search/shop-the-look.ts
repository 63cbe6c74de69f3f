import { slugify } from '../fixtures/product-builder';
import { createRng } from '../fixtures/prng';
import type { CatalogueProduct, CategorySlug } from '../fixtures/catalogue-types';
import { SEARCH_FIXTURE_SEED } from './review-records';

// Shop the look: styled rooms, each listing the products in it (spec/shell.md 'STL' and 'rooms'
// indexes). Looks pick their products from the catalogue with a seeded PRNG, one per slot.

interface Slot {
  category: CategorySlug;
  /** Only products whose title contains one of these words (a dining room wants dining chairs). */
  words?: readonly string[];
}

interface RoomPlan {
  slug: string;
  title: string;
  description: string;
  slots: readonly Slot[];
}

export const ROOM_PLANS: readonly RoomPlan[] = [
  {
    slug: 'living-room',
    title: 'Living Room',
    description: 'Sofas and sectionals with the tables, rugs and lamps around them.',
    slots: [
      { category: 'sofas' },
      { category: 'tables', words: ['Coffee'] },
      { category: 'rugs' },
      { category: 'pillows' },
      { category: 'lighting', words: ['Floor'] },
    ],
  },
  {
    slug: 'family-room',
    title: 'Family Room',
    description: 'Deep sectionals made for movie nights.',
    slots: [
      { category: 'sectionals' },
      { category: 'chairs', words: ['Lounge', 'Swivel'] },
      { category: 'tables', words: ['Side', 'Coffee'] },
      { category: 'rugs' },
    ],
  },
  {
    slug: 'dining-room',
    title: 'Dining Room',
    description: 'Tables and chairs for long dinners, under a pendant.',
    slots: [
      { category: 'tables', words: ['Dining'] },
      { category: 'chairs', words: ['Dining'] },
      { category: 'lighting', words: ['Pendant'] },
      { category: 'rugs' },
    ],
  },
  {
    slug: 'bedroom',
    title: 'Bedroom',
    description: 'Calm beds with soft textiles and bedside light.',
    slots: [
      { category: 'beds' },
      { category: 'pillows' },
      { category: 'lighting', words: ['Table'] },
      { category: 'rugs' },
    ],
  },
  {
    slug: 'reading-nook',
    title: 'Reading Nook',
    description: 'A chair, a lamp and a pillow: everything a good book needs.',
    slots: [
      { category: 'chairs', words: ['Lounge', 'Accent'] },
      { category: 'lighting', words: ['Floor'] },
      { category: 'pillows' },
    ],
  },
  {
    slug: 'entryway',
    title: 'Entryway',
    description: 'A console, a sconce and a rug to welcome guests.',
    slots: [
      { category: 'tables', words: ['Console'] },
      { category: 'lighting', words: ['Sconce'] },
      { category: 'rugs', words: ['Flatweave', 'Rug'] },
    ],
  },
];

export const LOOKS_PER_ROOM = 2;

export interface Look {
  slug: string;
  title: string;
  room: RoomPlan;
  products: CatalogueProduct[];
}

function candidates(products: readonly CatalogueProduct[], slot: Slot): CatalogueProduct[] {
  const inCategory = products.filter((p) => p.category === slot.category && p.scenario === null);
  const wanted = slot.words;
  if (!wanted) return inCategory;
  const fitting = inCategory.filter((p) => wanted.some((word) => p.title.includes(word)));
  return fitting.length > 0 ? fitting : inCategory;
}

/**
 * Every look, in room order. Each look's hero (its first product) names it: 'The Oslo Living Room'.
 * @example generateLooks(catalogue.products)[0].title
 */
export function generateLooks(products: readonly CatalogueProduct[]): Look[] {
  const looks: Look[] = [];
  for (const room of ROOM_PLANS) {
    const rng = createRng(`${SEARCH_FIXTURE_SEED}:looks:${room.slug}`);
    const pools = room.slots.map((slot) => candidates(products, slot));
    for (let n = 0; n < LOOKS_PER_ROOM; n++) {
      const chosen = pools.flatMap((pool) => (pool.length > 0 ? [rng.pick(pool)] : []));
      const hero = chosen[0];
      if (!hero) continue;
      const collection = hero.title.split(' ')[0] ?? 'Rove';
      const title = `The ${collection} ${room.title}`;
      looks.push({ slug: slugify(`${title}-${n + 1}`), title, room, products: chosen });
    }
  }
  return looks;
}
