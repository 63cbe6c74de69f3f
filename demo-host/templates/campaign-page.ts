import type { Shop } from '../context';
import type { Campaign } from '../fixtures/campaigns';
import type { CatalogueProduct } from '../fixtures/catalogue-types';
import { SHOWROOMS } from '../fixtures/showrooms';
import { markup, type SafeHtml } from '../lib/html';
import { productGrid } from './product-card';

// A marketing campaign page: hero, a few product cards, an editorial block long enough to
// scroll (the scroll trigger needs room), and <rove-popups>, which reads settings.popups.

const STORY = [
  'Every Rove piece starts in our studio as a sketch and a foam mock-up. We sit on it, sleep on it and argue about it before a single frame is built.',
  'Frames are kiln-dried hardwood, joined and glued, then wrapped in high-resilience foam and feather-blend cushions that keep their shape for years.',
  'Fabrics are performance weaves and top-grain leathers chosen for homes with children, pets and long evenings. Every one is available as a free swatch.',
  'Delivery is by our own teams in most cities: they carry it in, set it up and take the packaging away. Members get white glove delivery at the standard price.',
  'If it does not feel right at home, you have 30 days to return it. Our care team answers by chat, phone and email seven days a week.',
];

export function campaignPage(
  campaign: Campaign,
  products: readonly CatalogueProduct[],
  shop: Shop,
): SafeHtml {
  const showroomLinks =
    campaign.slug === 'showroom'
      ? markup`<section class="section" aria-labelledby="campaign-showrooms">
      <h2 id="campaign-showrooms" class="section__title">Our showrooms</h2>
      <ul>${SHOWROOMS.map((s) => markup`<li><a href="/${s.path}">${s.name}</a></li>`)}</ul>
    </section>`
      : '';
  return markup`<section class="hero campaign-hero">
      <div class="hero__text">
        <p class="eyebrow">${campaign.eyebrow}</p>
        <h1 class="hero__title">${campaign.title}</h1>
        <p class="hero__lead">${campaign.lead}</p>
        <p class="hero__actions">
          <a class="button" href="/category/${campaign.category}">Shop the collection</a>
        </p>
      </div>
    </section>
    <section class="section" aria-labelledby="campaign-products">
      <h2 id="campaign-products" class="section__title">Featured pieces</h2>
      ${productGrid(products, shop)}
    </section>
    ${showroomLinks}
    <section class="section campaign-story" aria-labelledby="campaign-story">
      <h2 id="campaign-story" class="section__title">How we make it</h2>
      ${STORY.map((paragraph) => markup`<p>${paragraph}</p>`)}
    </section>
    <rove-popups></rove-popups>`;
}
