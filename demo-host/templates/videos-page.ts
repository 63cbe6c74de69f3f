import type { DemoVideo } from '../fixtures/videos';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../images/product-svg';
import { markup, type SafeHtml } from '../lib/html';

// /videos (spec/marketing.md §2 'Videos listing'): the cards <rove-videos> enhances, inside the
// <rove-scroller> that appends the next pages. A card is plain HTML (no scripts, no handlers):
// the scroller sanitizes appended cards with DOMPurify, which keeps data-* and buttons. No
// max-pages: the listing's 15 is <rove-videos>'s own default (widgets/videos/README.md, Paging).

/** spec/marketing.md §4 'Listing scroll': the next page loads at 65% of the way down. */
export const VIDEOS_TRIGGER = 0.65;

/** One video card: a button with the thumbnail and the title, the video's data on the card. */
export function videoCard(video: DemoVideo): SafeHtml {
  return markup`<div class="rove-videos__card" data-video-id="${video.id}" data-video-src="${video.src}" data-video-poster="${video.poster}" data-video-title="${video.title}" data-video-description="${video.description}"><button type="button" class="rove-videos__open"><img class="rove-videos__thumb" src="${video.poster}" alt="" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" loading="lazy" decoding="async"><span class="rove-videos__title">${video.title}</span></button></div>`;
}

export interface VideosPageData {
  videos: readonly DemoVideo[];
  page: number;
  pages: number;
}

function pageHref(page: number): string {
  return `/videos?page=${page}`;
}

export function videosPage(data: VideosPageData): SafeHtml {
  const { page, pages } = data;
  const next =
    page < pages
      ? markup`<a rel="next" data-rove-scroller-next href="${pageHref(page + 1)}">More videos</a>`
      : '';
  const previous =
    page > 1 ? markup`<a rel="prev" href="${pageHref(page - 1)}">Previous videos</a>` : '';
  return markup`<header class="page-head">
      <h1 class="page-head__title">Videos</h1>
      <p class="page-head__lead">Styling ideas, care guides and the stories behind our designs.</p>
    </header>
    <rove-videos>
      <rove-scroller trigger="${VIDEOS_TRIGGER}" label="videos">
        <div class="rove-videos__grid" data-rove-scroller-items>
          ${data.videos.map(videoCard)}
        </div>
        <nav class="pager" aria-label="Video pages">${previous} ${next}</nav>
      </rove-scroller>
    </rove-videos>`;
}
