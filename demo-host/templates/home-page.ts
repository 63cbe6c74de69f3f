import { markup, type SafeHtml } from '../lib/html';
import type { Shop } from '../context';
import type { CatalogueProduct, Category } from '../fixtures/catalogue-types';
import { hasProductVideo, videoPlaylistUrl } from '../shop/product-media-settings';
import { productCard, productGrid } from './product-card';

export interface HomePageData {
  bestSellers: readonly CatalogueProduct[];
  newArrivals: readonly CatalogueProduct[];
  /** The product pictured beside the headline. */
  hero: CatalogueProduct | undefined;
  /** Each category with a product whose image represents it. */
  tiles: readonly { category: Category; cover: CatalogueProduct }[];
}

/** spec/shell.md §2: the best-seller carousel moves 345 px a step, 4 steps. */
export const BEST_SELLER_STEP = 345;
export const BEST_SELLER_STEPS = 4;
/** spec/shell.md §2/§9: the original-designs slider scrolls vertically on screens wider than 1050 px. */
export const ORIGINAL_DESIGNS_VERTICAL_ABOVE = 1050;
/** Where the home page's lookbook link goes (opens in a new tab, spec/shell.md §2). */
export const LOOKBOOK_URL = '/shop-the-look/room/living-room';

/** A membership carousel slide (spec/shell.md §3: title, type video or image, description). */
export interface MembershipSlide {
  title: string;
  type: 'video' | 'image';
  description: string;
  /** The poster (image slides: the picture). */
  image: string;
  /** The HLS playlist of a video slide. */
  video?: string;
}

const MEMBERSHIP_TEXT: readonly { title: string; description: string }[] = [
  {
    title: 'Member pricing',
    description: 'Members pay the MEMBER price on every order, all year.',
  },
  {
    title: 'Free white-glove delivery',
    description: 'We carry it in, unpack it and take the boxes away.',
  },
  { title: 'Early access', description: 'Shop new collections a week before everyone else.' },
  { title: 'Design advice', description: 'Book a free session with our studio to plan a room.' },
];

const ADVANTAGES: readonly { title: string; text: string }[] = [
  { title: 'Designed in our studio', text: 'Every piece starts as a sketch by our own designers.' },
  { title: 'Made to last', text: 'Kiln-dried hardwood frames and fabrics tested for daily life.' },
  {
    title: 'Delivered to your door',
    text: 'Tracked delivery, with white-glove service for members.',
  },
  {
    title: '100-day returns',
    text: 'Live with it for 100 days; if it is not right, send it back.',
  },
];

/** Four slides: the 1st and 3rd show a product's looping clip where the catalogue has one. */
export function membershipSlides(products: readonly CatalogueProduct[]): MembershipSlide[] {
  const withVideo = products.filter((p) => hasProductVideo(p));
  const pictures = products.length > 0 ? products : withVideo;
  return MEMBERSHIP_TEXT.map((text, i) => {
    const clip = i % 2 === 0 ? withVideo[i / 2] : undefined;
    const picture = clip ?? pictures[i % Math.max(1, pictures.length)];
    return clip
      ? { ...text, type: 'video', image: clip.image, video: videoPlaylistUrl(clip.nid) }
      : { ...text, type: 'image', image: picture?.image ?? '' };
  });
}

function membershipCarousel(slides: readonly MembershipSlide[]): SafeHtml {
  return markup`<section class="section home-membership" aria-labelledby="membership-title">
      <h2 id="membership-title" class="section__title">Why members love Rove</h2>
      <rove-carousel label="Membership benefits" autoplay>
        <div class="rove-carousel__track">
          ${slides.map(
            (slide) => markup`<div class="home-slide" data-type="${slide.type}">
              <img class="home-slide__media" src="${slide.image}" alt="" width="800" height="600" loading="lazy" decoding="async"${slide.video ? markup` data-video="${slide.video}"` : ''}>
              <h3 class="home-slide__title">${slide.title}</h3>
              <p class="home-slide__text">${slide.description}</p>
            </div>`,
          )}
        </div>
      </rove-carousel>
    </section>`;
}

function originalDesigns(products: readonly CatalogueProduct[]): SafeHtml {
  return markup`<section class="section home-originals" aria-labelledby="originals-title">
      <h2 id="originals-title" class="section__title">Original designs</h2>
      <rove-carousel label="Original designs" autoplay vertical-above="${ORIGINAL_DESIGNS_VERTICAL_ABOVE}">
        <div class="rove-carousel__track">
          ${products.slice(0, 3).map(
            (product) => markup`<div class="home-slide">
              <a class="home-slide__link" href="/product/${product.slug}">
                <img class="home-slide__media" src="${product.image}" alt="" width="800" height="600" loading="lazy" decoding="async">
                <h3 class="home-slide__title">${product.title}</h3>
              </a>
              <p class="home-slide__text">Drawn, prototyped and tested in our own studio.</p>
            </div>`,
          )}
        </div>
      </rove-carousel>
    </section>`;
}

function productToggle(data: HomePageData, shop: Shop): SafeHtml {
  return markup`<section class="section home-lists">
      <rove-product-toggle label="Featured products">
        <a class="rove-product-toggle__shop-all section__more" href="/best-sellers">Shop all</a>
        <section class="rove-product-toggle__panel" data-tab="best-sellers" data-href="/best-sellers" aria-labelledby="best-sellers">
          <h2 id="best-sellers" class="rove-product-toggle__title section__title">Best sellers</h2>
          <rove-carousel label="Best sellers" step="${BEST_SELLER_STEP}" steps="${BEST_SELLER_STEPS}" class="home-best-sellers">
            <div class="rove-carousel__track">
              ${data.bestSellers.map((p) => markup`<div>${productCard(p, shop)}</div>`)}
            </div>
          </rove-carousel>
        </section>
        <section class="rove-product-toggle__panel" data-tab="new-arrivals" data-href="/new-arrivals" aria-labelledby="new-arrivals">
          <h2 id="new-arrivals" class="rove-product-toggle__title section__title">New arrivals</h2>
          ${productGrid(data.newArrivals, shop)}
        </section>
      </rove-product-toggle>
    </section>`;
}

export function homePage(data: HomePageData, shop: Shop): SafeHtml {
  const pool = [...data.bestSellers, ...data.newArrivals];
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
    <section class="section home-poem" aria-labelledby="poem-title">
      <h2 id="poem-title" class="section__title">A home, slowly</h2>
      <rove-poem>
        <div class="rove-poem__text">
          <p>A chair by the window,<br>a table that remembers,<br>a sofa wide enough for two.</p>
          <p>We make the things you live among,<br>and we make them to stay.</p>
        </div>
      </rove-poem>
    </section>
    ${membershipCarousel(membershipSlides(pool))}
    ${originalDesigns(data.bestSellers.length >= 3 ? data.bestSellers.slice(3) : pool)}
    ${productToggle(data, shop)}
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
    <section class="section home-advantages" aria-labelledby="advantages-title">
      <h2 id="advantages-title" class="section__title">The Rove difference</h2>
      <ul class="home-advantages__grid">
        ${ADVANTAGES.map(
          (item) => markup`<li class="home-advantages__item">
            <h3 class="home-advantages__title">${item.title}</h3>
            <p>${item.text}</p>
          </li>`,
        )}
      </ul>
      <p>
        <a class="button button--ghost" href="${LOOKBOOK_URL}" target="_blank" rel="noopener">Browse the lookbook<span class="visually-hidden"> (opens in a new tab)</span></a>
      </p>
    </section>`;
}

/** /best-sellers and /new-arrivals: the shop-all targets of the home page toggle. */
export function homeListPage(
  list: { title: string; lead: string; products: readonly CatalogueProduct[] },
  shop: Shop,
): SafeHtml {
  return markup`<section class="section" aria-labelledby="list-title">
      <h1 id="list-title" class="section__title">${list.title}</h1>
      <p class="hero__lead">${list.lead}</p>
      ${
        list.products.length > 0
          ? productGrid(list.products, shop)
          : markup`<p>Nothing here yet: come back soon.</p>`
      }
    </section>`;
}
