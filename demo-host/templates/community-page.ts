import type { CommunityPhoto } from '../fixtures/community-photos';
import { markup, type SafeHtml } from '../lib/html';
import { breadcrumbs } from './breadcrumbs';

// The community photo wall (/community), spec/product.md §2: <rove-photo-wall> fetches its pages from
// GET /community/photos?page=N. Inside the tag the server puts the first page as plain links (a
// photo → its first product), which is what shows without JavaScript and until the element
// has its own first page; ?page=N pages through them without JavaScript.

/** spec/product.md §9: the community wall stops after 10 pages. */
export const COMMUNITY_MAX_PAGES = 10;
export const COMMUNITY_PHOTOS_URL = '/community/photos';

export interface CommunityPageData {
  photos: readonly CommunityPhoto[];
  page: number;
  pages: number;
}

function fallbackPhoto(photo: CommunityPhoto): SafeHtml {
  const first = photo.product_photos[0];
  const image = markup`<img src="${photo.image_small}" width="400" height="400" loading="lazy" alt="Photo by ${photo.name}, ${photo.location}">`;
  return markup`<li class="rove-photo-wall__item community-fallback__item">${first ? markup`<a href="${first.url}">${image}</a>` : image}</li>`;
}

export function communityPage(data: CommunityPageData): SafeHtml {
  const { page, pages } = data;
  // The wall's stylesheet, as the site's theme would carry it (see reviews-page.ts).
  return markup`<link rel="stylesheet" href="/walls/photo-wall.css">
    ${breadcrumbs([{ label: 'Home', href: '/' }, { label: 'Community' }])}
    <header class="page-head">
      <h1 class="page-head__title">Community photos</h1>
      <p class="page-head__lead">Homes styled by our customers. Choose a photo to see what is in it.</p>
    </header>
    <rove-photo-wall endpoint="${COMMUNITY_PHOTOS_URL}" max-pages="${String(COMMUNITY_MAX_PAGES)}" start-page="${String(page)}">
      <ul class="rove-photo-wall__grid community-fallback" aria-label="Community photos">
        ${data.photos.map(fallbackPhoto)}
      </ul>
      ${page < pages ? markup`<a rel="next" href="/community?page=${String(page + 1)}">More photos</a>` : ''}
    </rove-photo-wall>`;
}
