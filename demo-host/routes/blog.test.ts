// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../fixtures/blog-posts';
import { TestBrowser, setupTestHost } from '../testing/test-host';
import { blogQueryOf } from './blog';

const host = setupTestHost();
const JSON_ACCEPT = { headers: { accept: 'application/json' } };

type Items = { items: { html: string }[] };

const slugs = (html: string) => [...html.matchAll(/data-slug="([^"]+)"/g)].map((m) => m[1]);

describe('/blog (the journal listing)', () => {
  it('serves page 1 inside <rove-scroller> with the next link to page 2', async () => {
    const response = await new TestBrowser(host.app).get('/blog');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<rove-scroller max-pages="5" trigger="0.65" label="posts">');
    expect(page).toContain('data-rove-scroller-items');
    expect(page).toContain(
      '<a class="blog-next" rel="next" data-rove-scroller-next href="/blog?page=2&amp;sort=newest">Older posts</a>',
    );
    expect(page).toContain('<form class="rove-scroller-filters');
    // 25 posts, newest first: the newest is the last generated.
    expect(slugs(page)).toHaveLength(6);
    expect(slugs(page)[0]).toBe(BLOG_POSTS[24]?.slug);
  });

  it('answers the same URL with JSON items for the scroller, empty past the end', async () => {
    const browser = new TestBrowser(host.app);
    const seen: string[] = [];
    for (let page = 1; page <= 5; page += 1) {
      const { status, body } = await browser.json<Items>(
        `/blog?page=${page}&sort=newest`,
        JSON_ACCEPT,
      );
      expect(status).toBe(200);
      for (const item of body.items) {
        expect(item.html).toMatch(/^<article class="blog-card"/);
        expect(item.html).not.toMatch(/<script|\son\w+=/i);
        seen.push(...slugs(item.html).map(String));
      }
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    const past = await browser.json<Items>('/blog?page=6', JSON_ACCEPT);
    expect(past).toEqual({ status: 200, body: { items: [] } });
  });

  it('serves ?page=N as an HTML page too (works without JS), the last one without a next link', async () => {
    const browser = new TestBrowser(host.app);
    const last = await (await browser.get('/blog?page=5')).text();
    expect(slugs(last)).toHaveLength(1);
    expect(last).not.toContain('data-rove-scroller-next');
    expect((await browser.get('/blog?page=9')).status).toBe(404);
  });

  it('filters by category and sorts oldest first', async () => {
    const browser = new TestBrowser(host.app);
    const design = await (await browser.get('/blog?category=Design&sort=oldest')).text();
    const designPosts = BLOG_POSTS.filter((post) => post.category === 'Design');
    expect(slugs(design)).toEqual(designPosts.slice(0, 6).map((post) => post.slug));
    expect(design).toContain('href="/blog?page=2&amp;category=Design&amp;sort=oldest"');
    expect(design).toContain('<option value="Design" selected>');
    expect(design).toContain('<option value="oldest" selected>');
  });

  it('reads untrusted queries with fallbacks', () => {
    expect(blogQueryOf(new URL('http://x/blog?page=-3&sort=weird&category=Nope'))).toEqual({
      query: { sort: 'newest' },
      page: 1,
    });
  });

  it('serves each article and 404 for an unknown one', async () => {
    const browser = new TestBrowser(host.app);
    const post = BLOG_POSTS[3];
    if (!post) throw new Error('no posts');
    const page = await (await browser.get(`/blog/${post.slug}`)).text();
    expect(page).toContain(`<h1 class="page-head__title">${post.title}</h1>`);
    expect((await browser.get('/blog/nope')).status).toBe(404);
  });
});
