import { markup, type SafeHtml } from '../lib/html';
import type { Shop } from '../context';
import type { CatalogueProduct, Category } from '../fixtures/catalogue-types';
import { productGrid } from './product-card';

export interface HomePageData {
  bestSellers: readonly CatalogueProduct[];
  newArrivals: readonly CatalogueProduct[];
  /** The product pictured beside the headline. */
  hero: CatalogueProduct | undefined;
  /** Each category with a product whose image represents it. */
  tiles: readonly { category: Category; cover: CatalogueProduct }[];
}

export function homePage(data: HomePageData, shop: Shop): SafeHtml {
  return markup`<section class="hero">
      <div class="hero__text">
        <p class="eyebrow">Spring collection</p>
        <h1 class="hero__title">Modern furniture, made to be lived on.</h1>
        <p class="hero__lead">
          Sofas, sectionals and tables designed in our studio and delivered to your door. Members
          save on every order.
        </p>
        <p class="hero__actions">
          <a class="button" href="/category/sofas">Shop sofas</a>
          <a class="button button--ghost" href="/category/sectionals">Shop sectionals</a>
        </p>
      </div>
      ${data.hero ? markup`<img class="hero__image" src="${data.hero.image}" alt="" width="800" height="600">` : ''}
    </section>
    <section class="section" aria-labelledby="best-sellers">
      <div class="section__head">
        <h2 id="best-sellers" class="section__title">Best sellers</h2>
        <a class="section__more" href="/category/sofas">Shop all</a>
      </div>
      ${productGrid(data.bestSellers, shop)}
    </section>
    <section class="section" aria-labelledby="categories">
      <h2 id="categories" class="section__title">Shop by category</h2>
      <ul class="category-tiles">
        ${data.tiles.map(
          ({ category, cover }) =>
            markup`<li>
              <a class="category-tile" href="/category/${category.slug}">
                <img
                  src="${cover.image}"
                  alt=""
                  width="800"
                  height="600"
                  loading="lazy"
                  decoding="async"
                />
                <span class="category-tile__title">${category.title}</span>
              </a>
            </li>`,
        )}
      </ul>
    </section>
    <section class="section" aria-labelledby="new-arrivals">
      <h2 id="new-arrivals" class="section__title">New arrivals</h2>
      ${productGrid(data.newArrivals, shop)}
    </section>`;
}
