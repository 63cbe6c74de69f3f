import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { createScrollerElement, type RoveScroller } from '../widgets/scroller/scroller.element';
import scrollerCss from '../widgets/scroller/scroller.css?raw';
import loadMoreCss from '../widgets/shared/paging/load-more.css?raw';
import { withRoveStyles } from './rove-styles';

// <rove-scroller> is a plain element enhancing server markup, so each story builds that markup
// and lets the real element take it over. The next-page calls are answered in the story (no
// demo host in Storybook): by a page of posts, never (busy), or an HTML fragment (html).

type Mode = 'idle' | 'busy' | 'end' | 'html';

if (!customElements.get('rove-scroller')) {
  customElements.define('rove-scroller', createScrollerElement());
}

const post = (n: number) =>
  `<article class="blog-card" style="padding:1rem 0;border-bottom:1px solid #e4e1da"><p>Design · March ${n}, 2026</p><h2><a href="#post-${n}">Journal post ${n}</a></h2><p>Notes from the studio.</p></article>`;

function answer(mode: Mode): (url: URL) => Promise<Response> {
  return (url) => {
    if (mode === 'busy') return new Promise<Response>(() => undefined);
    const page = Number(url.searchParams.get('page') ?? '2');
    const ids = Array.from({ length: 3 }, (_, i) => page * 10 + i);
    // reply="html": a fragment with its items and its own next link.
    if (mode === 'html')
      return Promise.resolve(
        new Response(
          `<div data-rove-scroller-items>${ids.map(post).join('')}</div><a rel="next" href="/blog?page=${page + 1}">Older posts</a>`,
          { headers: { 'content-type': 'text/html' } },
        ),
      );
    return Promise.resolve(Response.json({ items: ids.map((id) => ({ html: post(id) })) }));
  };
}

function ScrollerStory({ mode }: { mode: Mode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const realFetch = window.fetch;
    const reply = answer(mode);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      return url.pathname === '/blog' ? reply(url) : realFetch(input, init);
    };
    const element = document.createElement('rove-scroller') as RoveScroller;
    element.setAttribute('label', 'posts');
    element.setAttribute('max-pages', mode === 'end' ? '1' : '5');
    if (mode === 'html') {
      element.setAttribute('reply', 'html');
      element.setAttribute('more-label', 'Load more posts');
    }
    // Story markup only (static text): the production element sanitizes what it appends.
    element.innerHTML = `<div data-rove-scroller-items>${[1, 2, 3].map(post).join('')}</div>
      <a rel="next" data-rove-scroller-next href="/blog?page=2&sort=newest">Older posts</a>`;
    box.current?.append(element);
    // Busy shows what a press does: a pending page.
    if (mode === 'busy') void element.loadMore();
    return () => {
      element.remove();
      window.fetch = realFetch;
    };
  }, [mode]);
  return <div ref={box} style={{ maxWidth: 640 }} />;
}

const meta = {
  title: 'Widgets/Scroller',
  component: ScrollerStory,
  decorators: [withRoveStyles({ 'rove-load-more': loadMoreCss, 'rove-scroller': scrollerCss })],
  args: { mode: 'idle' },
} satisfies Meta<typeof ScrollerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Page 1 from the server, 'Load more' ready (scrolling to 65% loads the same way). A failed page
 * looks exactly like this: failures are only logged (spec/marketing.md §8) and 'Load more' retries, so
 * there is no separate failure story (tests/e2e/blog.spec.ts drives one).
 */
export const Idle: Story = {};

/** A next page on its way: 'Loading more posts…', the button aria-disabled. */
export const Busy: Story = { args: { mode: 'busy' } };

/** The page maximum reached (here max-pages="1"): the link is gone, the end text shows. */
export const End: Story = { args: { mode: 'end' } };

/** reply="html": pages come as HTML fragments carrying their own next link; `more-label` names the button. */
export const HtmlReply: Story = { args: { mode: 'html' } };
