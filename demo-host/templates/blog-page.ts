import { BLOG_CATEGORIES, BLOG_SORTS, type BlogPost, type BlogQuery } from '../fixtures/blog-posts';
import { markup, type SafeHtml } from '../lib/html';
import { breadcrumbs } from './breadcrumbs';

// The journal listing: a GET filter form, the server's first page of posts and a plain next link
// inside <rove-scroller>, which appends the following pages (spec/marketing.md §2). Without JavaScript
// the form and the link work as they are (?page=N is a full page too).

/** The most pages the blog's scroller shows (spec/marketing.md §4: blog 5). */
export const BLOG_MAX_PAGES = 5;

/** /blog with the query's filters and a page (page 1 carries no page parameter). */
export function blogUrl(query: BlogQuery, page: number): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (query.category) params.set('category', query.category);
  params.set('sort', query.sort);
  return `/blog?${params.toString()}`;
}

function dateText(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** One post card: plain HTML (no scripts, no handlers, no style attributes), sanitizer-safe. */
export function blogCard(post: BlogPost): SafeHtml {
  return markup`<article class="blog-card" data-slug="${post.slug}">
  <p class="blog-card__meta"><span class="blog-card__category">${post.category}</span> · <time datetime="${post.date}">${dateText(post.date)}</time></p>
  <h2 class="blog-card__title"><a href="/blog/${post.slug}">${post.title}</a></h2>
  <p class="blog-card__summary">${post.summary}</p>
</article>`;
}

function filterForm(query: BlogQuery): SafeHtml {
  return markup`<form class="rove-scroller-filters blog-filters" method="get" action="/blog" aria-label="Filter posts">
  <label>Category <select name="category"><option value="">All</option>${BLOG_CATEGORIES.map(
    (category) =>
      markup`<option value="${category}"${category === query.category ? markup` selected` : ''}>${category}</option>`,
  )}</select></label>
  <label>Sort by <select name="sort">${BLOG_SORTS.map(
    (sort) =>
      markup`<option value="${sort}"${sort === query.sort ? markup` selected` : ''}>${sort === 'newest' ? 'Newest first' : 'Oldest first'}</option>`,
  )}</select></label>
  <noscript><button type="submit">Apply</button></noscript>
</form>`;
}

export interface BlogPageData {
  query: BlogQuery;
  posts: readonly BlogPost[];
  page: number;
  pages: number;
}

export function blogPage(data: BlogPageData): SafeHtml {
  const { query, page, pages } = data;
  const next =
    page < pages
      ? markup`<a class="blog-next" rel="next" data-rove-scroller-next href="${blogUrl(query, page + 1)}">Older posts</a>`
      : '';
  return markup`${breadcrumbs([{ label: 'Home', href: '/' }, { label: 'Journal' }])}
    <header class="page-head">
      <h1 class="page-head__title">Journal</h1>
      <p class="page-head__lead">Design notes, homes and stories from the studio.</p>
    </header>
    <rove-scroller max-pages="${String(BLOG_MAX_PAGES)}" trigger="0.65" label="posts">
      ${filterForm(query)}
      <div class="blog-list" data-rove-scroller-items>
        ${data.posts.map(blogCard)}
      </div>
      ${page > 1 ? markup`<p class="blog-page-note">Page ${String(page)} of ${String(pages)}</p>` : ''}
      ${next}
    </rove-scroller>`;
}

export function blogArticlePage(post: BlogPost): SafeHtml {
  return markup`${breadcrumbs([
    { label: 'Home', href: '/' },
    { label: 'Journal', href: '/blog' },
    { label: post.title },
  ])}
    <article class="blog-article">
      <header class="page-head">
        <p class="blog-card__meta">${post.category} · <time datetime="${post.date}">${dateText(post.date)}</time></p>
        <h1 class="page-head__title">${post.title}</h1>
        <p class="page-head__lead">${post.summary}</p>
      </header>
      <p>This article stands in for the journal's own content; the demo host only shows its summary.</p>
      <p><a href="/blog">Back to the journal</a></p>
    </article>`;
}
