import type { Shop } from '../context';
import type { CatalogueProduct } from '../fixtures/catalogue-types';
import { markup, type SafeHtml } from '../lib/html';
import { breadcrumbs } from './breadcrumbs';
import { productGrid } from './product-card';

/** A shop-the-look page: one styled room and the products in it, each with its love toggle. */
export function lookPage(
  look: { title: string; room: { title: string; slug: string; description: string } },
  products: readonly CatalogueProduct[],
  shop: Shop,
): SafeHtml {
  return markup`${breadcrumbs([
    { label: 'Home', href: '/' },
    { label: look.room.title, href: `/shop-the-look/room/${look.room.slug}` },
    { label: look.title },
  ])}
    <header class="page-head">
      <h1 class="page-head__title">${look.title}</h1>
      <p class="page-head__lead">${look.room.description}</p>
    </header>
    ${productGrid(products, shop)}`;
}

/** A room: the looks styled in it. */
export function roomPage(
  room: { title: string; description: string },
  looks: readonly { title: string; url: string }[],
): SafeHtml {
  return markup`${breadcrumbs([{ label: 'Home', href: '/' }, { label: room.title }])}
    <header class="page-head">
      <h1 class="page-head__title">${room.title}</h1>
      <p class="page-head__lead">${room.description}</p>
    </header>
    <ul class="search-fallback__list">
      ${looks.map((look) => markup`<li><a href="${look.url}">${look.title}</a></li>`)}
    </ul>`;
}
