import { Hono } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../context';
import { buildVideos, type DemoVideo } from '../fixtures/videos';
import { hasProductVideo } from '../shop/product-media-settings';
import { layout } from '../templates/layout';
import { videoCard, videosPage } from '../templates/videos-page';
import { pageContext } from './page-context';

// spec/marketing.md §2 'Videos listing': /videos?page=N as a page, and the same page's cards as
// `{ items: [{ html }] }` for <rove-scroller> when asked with `Accept: application/json`
// (spec/marketing.md §7: the next-page URL is a plain GET). Past the last page the JSON has no items,
// which tells the scroller to stop.

/** Cards a page holds. */
export const VIDEOS_PER_PAGE = 12;

/** ?page= as a number: absent or empty is page 1; anything but a positive integer is null. */
export function parsePage(value: string | undefined): number | null {
  if (value === undefined || value === '') return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

function wantsJson(accept: string | undefined): boolean {
  return /\bapplication\/json\b/i.test(accept ?? '');
}

export function videosRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  let videos: DemoVideo[] | undefined;
  // Built on first use: the catalogue is loaded by then, and a host that never shows the
  // listing never pays for it.
  const all = () => (videos ??= buildVideos(deps.products.all().filter(hasProductVideo)));

  app.get('/videos', (c) => {
    c.header('Vary', 'Accept');
    const page = parsePage(c.req.query('page'));
    const json = wantsJson(c.req.header('Accept'));
    if (page === null) {
      return json ? c.json({ error: 'Bad page' }, 400) : c.redirect('/videos', 302);
    }
    const pages = Math.max(1, Math.ceil(all().length / VIDEOS_PER_PAGE));
    const shown = all().slice((page - 1) * VIDEOS_PER_PAGE, page * VIDEOS_PER_PAGE);
    if (json) {
      c.header('Cache-Control', 'no-store');
      return c.json({ items: shown.map((video) => ({ html: videoCard(video).toString() })) });
    }
    if (page > pages) return c.notFound();
    const { chrome, settings } = pageContext(c, deps);
    return c.html(
      layout({
        chrome,
        title: page > 1 ? `Videos, page ${page}` : 'Videos',
        bodyClasses: ['page-videos'],
        settings: { kind: 'json', settings },
        main: videosPage({ videos: shown, page, pages }),
      }).toString(),
    );
  });

  return app;
}
