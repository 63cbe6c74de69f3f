import { Hono } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../context';
import { sdkStylesheet } from '../lib/sdk-stylesheets';
import { reviewedProducts, storeReviews } from '../shop/store-reviews';
import {
  PHOTOS_PER_PAGE,
  generateCommunityPhotos,
  renderCommunityPhotoSvg,
  type CommunityPhoto,
} from '../fixtures/community-photos';
import { REVIEWS_PER_PAGE, pageCount, pageOf } from '../fixtures/reviews';
import { communityPage } from '../templates/community-page';
import { layout } from '../templates/layout';
import {
  REVIEWS_BUSINESS_UNIT,
  reviewsFragment,
  reviewsPage,
  type ReviewsWallKind,
} from '../templates/reviews-page';
import { pageContext } from './page-context';

// The review and community walls (spec/product.md §2, §7):
// - GET /reviews[?page=N] and /reviews/gallery[?page=N]: the page; asked with
//   `X-Requested-With: XMLHttpRequest` (what <rove-reviews-wall> sends, with Accept: text/html)
//   the same URL answers only the HTML fragment: the page's reviews and the next link.
// - GET /api/reviews-provider-sim/v1/business-units/{id}: a simulation of the review provider's
//   business-unit summary ({ numberOfReviews: { total, … } }, Trustpilot's shape).
// - GET /walls/{reviews-wall|photo-wall}.css: the walls' own stylesheets, which the pages link
//   the way a CMS theme styles its server markup: the first page is laid out in its columns
//   before the SDK's chunk arrives, so nothing shifts when the element upgrades.
// - GET /community[?page=N]: the photo wall page; GET /community/photos?page=N → { items } JSON
//   (empty past the last page); GET /community/photo/{objectID}-{small|medium}.svg: the images.

const WALL_STYLES = ['reviews-wall', 'photo-wall'] as const;

function pageParam(url: URL): number {
  const page = Number(url.searchParams.get('page') ?? '1');
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

function asksForFragment(requestedWith: string | undefined): boolean {
  return (requestedWith ?? '').toLowerCase() === 'xmlhttprequest';
}

export function wallsRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  // Built on first use from the catalogue's ordinary products (deterministic, like the catalogue).
  let photos: CommunityPhoto[] | undefined;
  const allReviews = () => storeReviews(deps);
  const allPhotos = () => (photos ??= generateCommunityPhotos(reviewedProducts(deps)));

  const reviewsHandler = (kind: ReviewsWallKind) =>
    app.get(kind === 'wall' ? '/reviews' : '/reviews/gallery', (c) => {
      const page = pageParam(new URL(c.req.url));
      const list =
        kind === 'gallery' ? allReviews().filter((r) => r.photoNid !== null) : allReviews();
      const pages = pageCount(list.length, REVIEWS_PER_PAGE);
      const data = { kind, reviews: pageOf(list, page, REVIEWS_PER_PAGE), page, pages };
      // Vary: the same URL answers the page to a browser and the fragment to the wall.
      c.header('Vary', 'X-Requested-With');
      if (asksForFragment(c.req.header('x-requested-with'))) {
        c.header('Cache-Control', 'no-store');
        return c.html(reviewsFragment(data).toString());
      }
      if (page > pages) return c.notFound();
      const { chrome, settings } = pageContext(c, deps);
      return c.html(
        layout({
          chrome,
          title:
            kind === 'gallery' ? 'Review gallery' : page > 1 ? `Reviews – page ${page}` : 'Reviews',
          description: 'What our customers say about their furniture.',
          bodyClasses: ['page-reviews'],
          settings: { kind: 'json', settings },
          main: reviewsPage(data),
        }).toString(),
      );
    });
  reviewsHandler('wall');
  reviewsHandler('gallery');

  app.get('/api/reviews-provider-sim/v1/business-units/:id', (c) => {
    if (c.req.param('id') !== REVIEWS_BUSINESS_UNIT) return c.json({ message: 'Not found' }, 404);
    const all = allReviews();
    const count = (stars: number) => all.filter((review) => review.rating === stars).length;
    const average = all.reduce((sum, review) => sum + review.rating, 0) / Math.max(1, all.length);
    return c.json({
      id: REVIEWS_BUSINESS_UNIT,
      displayName: 'Rove demo store',
      score: { trustScore: Math.round(average * 10) / 10, stars: Math.round(average * 2) / 2 },
      numberOfReviews: {
        total: all.length,
        usedForTrustScoreCalculation: all.length,
        oneStar: count(1),
        twoStars: count(2),
        threeStars: count(3),
        fourStars: count(4),
        fiveStars: count(5),
      },
    });
  });

  app.get('/walls/:file', async (c) => {
    const name = WALL_STYLES.find((wall) => c.req.param('file') === `${wall}.css`);
    if (!name) return c.text('Not found', 404);
    const { css } = await sdkStylesheet(name);
    return c.body(css, 200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  });

  app.get('/community', (c) => {
    const page = pageParam(new URL(c.req.url));
    const list = allPhotos();
    const pages = pageCount(list.length, PHOTOS_PER_PAGE);
    if (page > pages) return c.notFound();
    const { chrome, settings } = pageContext(c, deps);
    return c.html(
      layout({
        chrome,
        title: 'Community photos',
        description: 'Homes styled by our customers.',
        bodyClasses: ['page-community'],
        settings: { kind: 'json', settings },
        main: communityPage({ photos: pageOf(list, page, PHOTOS_PER_PAGE), page, pages }),
      }).toString(),
    );
  });

  app.get('/community/photos', (c) => {
    const page = pageParam(new URL(c.req.url));
    c.header('Cache-Control', 'no-store');
    return c.json({ items: pageOf(allPhotos(), page, PHOTOS_PER_PAGE) });
  });

  app.get('/community/photo/:file', (c) => {
    const match = /^(cp-\d{4})-(small|medium)\.svg$/.exec(c.req.param('file'));
    if (!match || !allPhotos().some((photo) => photo.objectID === match[1]))
      return c.text('Not found', 404);
    return c.body(
      renderCommunityPhotoSvg(match[1] as string, match[2] as 'small' | 'medium'),
      200,
      {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=86400',
      },
    );
  });

  return app;
}
