import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { PhotoWall } from '../widgets/photo-wall/PhotoWall';
import photoWallCss from '../widgets/photo-wall/photo-wall.css?raw';
import type { CommunityPhoto } from '../widgets/photo-wall/photo-wall.logic';
import { photoWallText } from '../widgets/photo-wall/photo-wall-text';
import {
  createReviewsWallElement,
  type RoveReviewsWall,
} from '../widgets/reviews-wall/reviews-wall.element';
import reviewsWallCss from '../widgets/reviews-wall/reviews-wall.css?raw';
import { sampleReview } from '../widgets/reviews-wall/sample-reviews';
import { createScrollerElement } from '../widgets/scroller/scroller.element';
import scrollerCss from '../widgets/scroller/scroller.css?raw';
import loadMoreCss from '../widgets/shared/paging/load-more.css?raw';
import { withRoveStyles } from './rove-styles';

// The review and community walls (issue 8). <rove-reviews-wall> (around its
// <rove-scroller reply="html">) enhances server markup, so its
// stories build that markup and let the real element take it over, answering its calls in the
// story (no demo host in Storybook). <rove-photo-wall>'s stories render its props-only view.

type Scene =
  | 'reviews'
  | 'reviews-busy'
  | 'reviews-end'
  | 'gallery'
  | 'photos'
  | 'photos-first-page'
  | 'photos-busy'
  | 'photos-end'
  | 'photos-popup';

if (!customElements.get('rove-reviews-wall')) {
  customElements.define('rove-reviews-wall', createReviewsWallElement());
}
if (!customElements.get('rove-scroller')) {
  customElements.define('rove-scroller', createScrollerElement());
}

const SUMMARY_URL = '/story/business-units/demo';

/** A drawn room as an inline image (Storybook has no image routes). */
function room(n: number, width = 400, height = 400): string {
  const colours = ['#35524a', '#7a4b3a', '#2f3e5c', '#9c8a5b', '#5b5b66', '#b5643c'];
  const piece = colours[n % colours.length] ?? '#35524a';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#e9e3d8"/><rect y="${height * 0.65}" width="${width}" height="${height * 0.35}" fill="#b89b78"/><rect x="${width * 0.2}" y="${height * 0.42}" width="${width * 0.6}" height="${height * 0.23}" rx="16" fill="${piece}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function galleryReview(n: number): string {
  return sampleReview(n).replace(
    '<p class="rove-review__rating">',
    `<img class="rove-review__photo" src="${room(n, 480, 360)}" width="480" height="360" alt="Photo from Reviewer ${n}’s review"><p class="rove-review__rating">`,
  );
}

function fragment(page: number, gallery: boolean): string {
  const ids = [1, 2, 3].map((i) => page * 10 + i);
  return `${ids.map((id) => (gallery ? galleryReview(id) : sampleReview(id))).join('')}<a rel="next" href="/story/reviews?page=${page + 1}">More</a>`;
}

function ReviewsWallStory({ scene }: { scene: Scene }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const gallery = scene === 'gallery';
    const realFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname === SUMMARY_URL)
        return Promise.resolve(Response.json({ numberOfReviews: { total: 1234 } }));
      if (url.pathname !== '/story/reviews') return realFetch(input, init);
      if (scene === 'reviews-busy') return new Promise<Response>(() => undefined);
      const page = Number(url.searchParams.get('page') ?? '2');
      return Promise.resolve(
        new Response(fragment(page, gallery), { headers: { 'content-type': 'text/html' } }),
      );
    };
    const element = document.createElement('rove-reviews-wall') as RoveReviewsWall;
    element.setAttribute('summary-url', SUMMARY_URL);
    if (gallery) element.setAttribute('variant', 'gallery');
    const maxPages = scene === 'reviews-end' ? '1' : '7';
    // Story markup only (static text): the production element sanitizes what it appends.
    element.innerHTML = `<p class="rove-reviews-wall__summary" data-rove-reviews-summary></p>
      <rove-scroller reply="html" max-pages="${maxPages}" trigger="0.65" label="reviews" more-label="Load more reviews">
        <div class="rove-reviews-wall__list" data-rove-scroller-items>${[1, 2, 3, 4, 5, 6]
          .map((n) => (gallery ? galleryReview(n) : sampleReview(n)))
          .join('')}</div>
        <a rel="next" data-rove-scroller-next href="/story/reviews?page=2">More reviews</a>
      </rove-scroller>`;
    box.current?.append(element);
    if (scene === 'reviews-busy') void element.loadMore();
    return () => {
      element.remove();
      window.fetch = realFetch;
    };
  }, [scene]);
  return <div ref={box} />;
}

function samplePhotos(count: number): CommunityPhoto[] {
  return Array.from({ length: count }, (_, i) => ({
    objectID: `cp-${i + 1}`,
    imageSmall: room(i),
    imageMedium: room(i, 900, 675),
    name: ['Sofia', 'James', 'Ji-woo', 'Priya'][i % 4] as string,
    location: ['Brooklyn, NY', 'Toronto, ON', 'Seoul', 'Sydney, NSW'][i % 4] as string,
    products: [
      { url: '#lucca-sofa', image: room(i + 1, 64, 48), name: 'Lucca Sofa' },
      { url: '#iris-rug', image: '', name: 'Iris Rug' },
    ],
  }));
}

function PhotoWallStory({ scene }: { scene: Scene }) {
  const photos = scene === 'photos-first-page' ? [] : samplePhotos(12);
  const [selected, setSelected] = useState<CommunityPhoto | null>(
    scene === 'photos-popup' ? (photos[2] ?? null) : null,
  );
  return (
    <PhotoWall
      photos={photos}
      phase={
        scene === 'photos-end'
          ? 'locked'
          : scene === 'photos-busy' || scene === 'photos-first-page'
            ? 'busy'
            : 'idle'
      }
      loading={scene === 'photos-busy' || scene === 'photos-first-page'}
      selected={selected}
      focusIndex={-1}
      text={photoWallText('en_US', 0)}
      onOpen={setSelected}
      onClose={() => setSelected(null)}
      onLoadMore={() => undefined}
    />
  );
}

function WallsStory({ scene }: { scene: Scene }) {
  return scene.startsWith('photos') ? (
    <PhotoWallStory scene={scene} />
  ) : (
    <ReviewsWallStory scene={scene} />
  );
}

const meta = {
  title: 'Widgets/Walls',
  component: WallsStory,
  decorators: [
    withRoveStyles({
      'rove-load-more': loadMoreCss,
      'rove-scroller': scrollerCss,
      'rove-reviews-wall': reviewsWallCss,
      'rove-photo-wall': photoWallCss,
    }),
  ],
  args: { scene: 'reviews' },
} satisfies Meta<typeof WallsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Reviews wall: the server's first page, the provider's count, 'Load more reviews' ready. A
 * failed page looks exactly like this: failures are only logged (spec/product.md §8) and the button
 * retries (tests/e2e/walls.spec.ts drives one).
 */
export const Reviews: Story = {};

/** Reviews wall: a page on its way ('Loading more reviews…', the button aria-disabled). */
export const ReviewsBusy: Story = { args: { scene: 'reviews-busy' } };

/** Reviews wall: the page maximum reached (here max-pages="1"): the end text shows. */
export const ReviewsEnd: Story = { args: { scene: 'reviews-end' } };

/** The review gallery (variant="gallery"): reviews with photos in an even grid. */
export const ReviewGallery: Story = { args: { scene: 'gallery' } };

/** Photo wall: photos in 4 columns (2 on phones), 'Load more photos' ready. */
export const Photos: Story = { args: { scene: 'photos' } };

/** Photo wall: the first page on its way (the grid keeps its space). */
export const PhotosFirstPage: Story = { args: { scene: 'photos-first-page' } };

/** Photo wall: a next page on its way. */
export const PhotosBusy: Story = { args: { scene: 'photos-busy' } };

/** Photo wall: 10 pages shown: the end text. */
export const PhotosEnd: Story = { args: { scene: 'photos-end' } };

/** Photo wall: the popup of a photo, with the products in it as links. */
export const PhotoPopup: Story = { args: { scene: 'photos-popup' } };
