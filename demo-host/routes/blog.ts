import { Hono } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../context';
import {
  BLOG_CATEGORIES,
  blogPage as blogPageOf,
  blogPost,
  type BlogCategory,
  type BlogQuery,
} from '../fixtures/blog-posts';
import { blogArticlePage, blogCard, blogPage } from '../templates/blog-page';
import { layout } from '../templates/layout';
import { pageContext } from './page-context';

// The journal (spec/marketing.md §2 'Blog listing', §7): /blog?page=N[&category=…][&sort=newest|oldest]
// answers the HTML page, or { items: [{ html }] } when the request accepts JSON (what
// <rove-scroller> sends); past the last page the items are empty. /blog/{slug} is an article.

/** The query of a listing URL; unknown values fall back (query strings are untrusted). */
export function blogQueryOf(url: URL): { query: BlogQuery; page: number } {
  const category = url.searchParams.get('category') ?? '';
  const page = Number(url.searchParams.get('page') ?? '1');
  return {
    query: {
      sort: url.searchParams.get('sort') === 'oldest' ? 'oldest' : 'newest',
      ...(BLOG_CATEGORIES.includes(category as BlogCategory)
        ? { category: category as BlogCategory }
        : {}),
    },
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

function wantsJson(accept: string | undefined): boolean {
  return /\bapplication\/json\b/i.test(accept ?? '');
}

export function blogRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();

  app.get('/blog', (c) => {
    const { query, page } = blogQueryOf(new URL(c.req.url));
    const result = blogPageOf(query, page);
    if (wantsJson(c.req.header('accept'))) {
      // Vary: the same URL answers HTML to a browser and JSON to the scroller.
      c.header('Vary', 'Accept');
      c.header('Cache-Control', 'no-store');
      return c.json({ items: result.posts.map((post) => ({ html: blogCard(post).toString() })) });
    }
    c.header('Vary', 'Accept');
    if (page > result.pages) return c.notFound();
    const { chrome, settings } = pageContext(c, deps);
    return c.html(
      layout({
        chrome,
        title: page > 1 ? `Journal – page ${page}` : 'Journal',
        description: 'Design notes, homes and stories from the studio.',
        bodyClasses: ['page-blog'],
        settings: { kind: 'json', settings },
        main: blogPage({ query, posts: result.posts, page, pages: result.pages }),
      }).toString(),
    );
  });

  app.get('/blog/:slug', (c) => {
    const post = blogPost(c.req.param('slug'));
    if (!post) return c.notFound();
    const { chrome, settings } = pageContext(c, deps);
    return c.html(
      layout({
        chrome,
        title: post.title,
        description: post.summary,
        bodyClasses: ['page-blog-article'],
        settings: { kind: 'json', settings },
        main: blogArticlePage(post),
      }).toString(),
    );
  });

  return app;
}
