import { Hono } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../context';
import type { CatalogueProduct } from '../fixtures/catalogue-types';
import { renderProductSvg } from '../images/product-svg';
import { renderGalleryView } from '../media/gallery-view';
import { createStreamCache } from '../media/stream-cache';
import { GALLERY_VIEWS, hasProductVideo, type GalleryView } from '../shop/product-media-settings';

// The product page's media (spec/product.md 'image zoom, video play'): a generated HLS stream per
// product with a video, and the gallery's extra views. Static in nature: no cookies, nothing
// per visitor, cacheable. spec/product.md §7: playlists and segments are plain GETs.

export const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
export const SEGMENT_TYPE = 'video/mp2t';
/** A day, like the product images: the bytes depend only on the product. */
export const MEDIA_CACHE = 'public, max-age=86400';

/** The colour the clip's sweeping bar is painted with: the product's first swatch. */
function clipColour(product: CatalogueProduct): string {
  return product.options[0]?.hex ?? '#9d9b95';
}

function isGalleryView(value: string): value is GalleryView {
  return (GALLERY_VIEWS as readonly string[]).includes(value);
}

export function mediaRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  const streams = createStreamCache();
  const withVideo = (nid: string) => {
    const product = deps.products.byNid(Number(nid));
    return product && hasProductVideo(product) ? product : undefined;
  };

  app.get('/media/video/:nid{[0-9]{1,9}}/index.m3u8', (c) => {
    const product = withVideo(c.req.param('nid'));
    if (!product) return c.json({ error: 'Not found' }, 404);
    return c.body(streams.get(clipColour(product)).playlist, 200, {
      'Content-Type': PLAYLIST_TYPE,
      'Cache-Control': MEDIA_CACHE,
    });
  });

  app.get('/media/video/:nid{[0-9]{1,9}}/:file{seg-[0-9]{1,3}\\.ts}', (c) => {
    const product = withVideo(c.req.param('nid'));
    const index = Number(/\d+/.exec(c.req.param('file'))?.[0]);
    const segment = product ? streams.get(clipColour(product)).segments[index] : undefined;
    if (!segment) return c.json({ error: 'Not found' }, 404);
    return c.body(segment, 200, {
      'Content-Type': SEGMENT_TYPE,
      'Content-Length': String(segment.length),
      'Cache-Control': MEDIA_CACHE,
    });
  });

  app.get('/media/image/:nid{[0-9]{1,9}}/:oid{[0-9]{1,9}}/:file{[a-z]+\\.svg}', (c) => {
    const product = deps.products.byNid(Number(c.req.param('nid')));
    const view = c.req.param('file').replace(/\.svg$/, '');
    const oid = Number(c.req.param('oid'));
    if (!product || !isGalleryView(view) || !product.options.some((o) => o.oid === oid)) {
      return c.json({ error: 'Not found' }, 404);
    }
    return c.body(renderGalleryView(renderProductSvg(product, oid), view), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': MEDIA_CACHE,
    });
  });

  return app;
}
