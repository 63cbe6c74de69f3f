import { hideFlags } from './hide-flags';
import type { LookProduct, LookRecord, RoomRecord } from './record-types';
import type { IndexDefinition } from './search-index';
import { SHOWN_EVERYWHERE } from './hide-flags';
import { ROOM_PLANS, type Look } from './shop-the-look';
import type { CatalogueProduct } from '../fixtures/catalogue-types';

export function lookUrl(look: Pick<Look, 'slug'>): string {
  return `/shop-the-look/${look.slug}`;
}

export function roomUrl(room: { slug: string }): string {
  return `/shop-the-look/room/${room.slug}`;
}

function lookProduct(product: CatalogueProduct): LookProduct {
  return {
    nid: product.nid,
    title: product.title,
    url: `/product/${product.slug}`,
    image: `/images/product/${product.nid}.svg`,
  };
}

/** `STL`: one record per look; hidden where its hero product is not sold. */
export function lookIndex(looks: readonly Look[]): IndexDefinition<LookRecord> {
  return {
    name: 'STL',
    records: looks.map((look) => ({
      objectID: `stl-${look.slug}`,
      title: look.title,
      url: lookUrl(look),
      language: 'und',
      image: look.products[0] ? `/images/product/${look.products[0].nid}.svg` : '',
      room: look.room.title,
      description: look.room.description,
      products: look.products.map(lookProduct),
      product_titles: look.products.map((p) => p.title),
      nids: look.products.map((p) => p.nid),
      ...hideFlags(look.products[0]?.hide ?? {}),
    })),
    searchable: { title: 4, room: 2, product_titles: 1 },
    facets: ['room'],
  };
}

/** `rooms`: one record per room, listing its looks. */
export function roomIndex(looks: readonly Look[]): IndexDefinition<RoomRecord> {
  return {
    name: 'rooms',
    records: ROOM_PLANS.map((room) => {
      const inRoom = looks.filter((look) => look.room.slug === room.slug);
      const hero = inRoom[0]?.products[0];
      return {
        objectID: `room-${room.slug}`,
        title: room.title,
        url: roomUrl(room),
        language: 'und',
        image: hero ? `/images/product/${hero.nid}.svg` : '',
        description: room.description,
        looks: inRoom.map((look) => look.title),
        product_titles: [...new Set(inRoom.flatMap((look) => look.products.map((p) => p.title)))],
        ...SHOWN_EVERYWHERE,
      };
    }),
    searchable: { title: 4, description: 1, looks: 1, product_titles: 1 },
    facets: [],
  };
}
