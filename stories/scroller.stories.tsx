import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { createScrollerElement, type RoveScroller } from '../widgets/scroller/scroller.element';
import scrollerCss from '../widgets/scroller/scroller.css?raw';
import { withRoveStyles } from './rove-styles';

// <rove-scroller> is a plain element enhancing server markup, so each story builds that markup
// and lets the real element take it over. The next-page calls are answered in the story (no
// demo host in Storybook): by a page of posts, never (busy), or a failure then a page (retry).

type Mode = 'idle' | 'busy' | 'end' | 'retry';

if (!customElements.get('rove-scroller')) {
  customElements.define('rove-scroller', createScrollerElement());
}

const post = (n: number) =>
  `<article class="blog-card" style="padding:1rem 0;border-bottom:1px solid #e4e1da"><p>Design · March ${n}, 2026</p><h2><a href="#post-${n}">Journal post ${n}</a></h2><p>Notes from the studio.</p></article>`;

function answer(mode: Mode): (url: URL) => Promise<Response> {
  let failures = mode === 'retry' ? 1 : 0;
  return (url) => {
    if (mode === 'busy') return new Promise<Response>(() => undefined);
    if (failures > 0) {
      failures -= 1;
      return Promise.resolve(new Response('boom', { status: 500 }));
    }
    const page = Number(url.searchParams.get('page') ?? '2');
    const items = Array.from({ length: 3 }, (_, i) => ({ html: post(page * 10 + i) }));
    return Promise.resolve(Response.json({ items }));
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
    // Story markup only (static text): the production element sanitizes what it appends.
    element.innerHTML = `<div data-rove-scroller-items>${[1, 2, 3].map(post).join('')}</div>
      <a rel="next" data-rove-scroller-next href="/blog?page=2&sort=newest">Older posts</a>`;
    box.current?.append(element);
    // Busy and retry show what a press does: a pending page, or a logged failure then 'Load more'.
    if (mode === 'busy' || mode === 'retry') void element.loadMore();
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
  decorators: [withRoveStyles({ 'rove-scroller': scrollerCss })],
  args: { mode: 'idle' },
} satisfies Meta<typeof ScrollerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 from the server, 'Load more' ready (scrolling to 65% loads the same way). */
export const Idle: Story = {};

/** A next page on its way: 'Loading more posts…', the button aria-disabled. */
export const Busy: Story = { args: { mode: 'busy' } };

/** The page maximum reached (here max-pages="1"): the link is gone, the end text shows. */
export const End: Story = { args: { mode: 'end' } };

/** A page failed: only logged ('[rove] infinite scroll page failed'); 'Load more' retries. */
export const ErrorFreeRetry: Story = { args: { mode: 'retry' } };
