import { logOnce } from '../../core/log';
import { safeUrl } from '../../core/sanitize/safe-url';
import {
  array,
  check,
  describeIssue,
  number,
  object,
  optional,
  record,
  string,
  type Schema,
} from '../../core/schema';
import type { ProductImages, ProductModels } from './product-media.logic';

// The settings <rove-product-media> reads (all untrusted, docs/architecture.md §3): each key is checked
// on its own, so a malformed video does not cost the gallery. Every URL must stay on the
// site's own origin (relative, or absolute on the same origin): images, the stream and the
// lookbook pages are the CMS's, never a third party's.

const imagesSchema = object({
  template: optional(string(), ''),
  data: record(array(string())),
});
const modelsSchema = record(array(number({ integer: true })));
const videoSchema = object({
  src: string(),
  poster: optional(string(), ''),
  fallback_image: optional(string(), ''),
  title: optional(string(), ''),
});
const looksSchema = array(object({ title: string(/\S/), url: string() }));

export interface ProductVideo {
  /** Absolute same-origin URL of the HLS playlist. */
  src: string;
  poster: string | null;
  fallbackImage: string | null;
  title: string;
}

export interface ProductLook {
  title: string;
  href: string;
}

export interface MediaSettings {
  images: ProductImages | null;
  models: ProductModels | null;
  video: ProductVideo | null;
  looks: readonly ProductLook[];
}

/** A playlist path: ends in .m3u8, before any query or fragment. */
const PLAYLIST = /\.m3u8(?:[?#]|$)/i;

function validated<T>(key: string, schema: Schema<T>, value: unknown): T | null {
  if (value === undefined) return null;
  const result = check(schema, value);
  if (result.ok) return result.value;
  logOnce('warn', `product-media:${key}`, `${key} ignored: ${describeIssue(result.issue)}`);
  return null;
}

function sameOrigin(url: string, origin: string, what: string): string | null {
  const safe = safeUrl(url, { origin });
  if (safe === undefined) {
    logOnce('warn', `product-media:url:${url}`, `${what} ignored: not on this site (${url})`);
  }
  return safe ?? null;
}

function readImages(raw: unknown, origin: string): ProductImages | null {
  const images = validated('product_imgs', imagesSchema, raw);
  if (!images) return null;
  const data: Record<string, readonly string[]> = Object.create(null) as Record<string, string[]>;
  for (const [oid, urls] of Object.entries(images.data)) {
    data[oid] = urls.flatMap((url) => sameOrigin(url, origin, 'product image') ?? []);
  }
  return { template: images.template, data };
}

function readVideo(raw: unknown, origin: string): ProductVideo | null {
  const video = validated('product_video', videoSchema, raw);
  if (!video) return null;
  if (!PLAYLIST.test(video.src)) {
    logOnce('warn', 'product-media:video-src', `product_video ignored: not an .m3u8 playlist`);
    return null;
  }
  const src = sameOrigin(video.src, origin, 'product_video');
  if (!src) return null;
  const optionalUrl = (url: string, what: string) =>
    url === '' ? null : sameOrigin(url, origin, what);
  return {
    src,
    poster: optionalUrl(video.poster, 'video poster'),
    fallbackImage: optionalUrl(video.fallback_image, 'video fallback image'),
    title: video.title.trim(),
  };
}

function readLooks(raw: unknown, origin: string): ProductLook[] {
  const looks = validated('product_looks', looksSchema, raw) ?? [];
  return looks.flatMap((look) => {
    const href = sameOrigin(look.url, origin, 'lookbook link');
    return href ? [{ title: look.title.trim(), href }] : [];
  });
}

/**
 * The media settings of the page, validated; what is missing or malformed is null (or no
 * looks), logged once with [rove].
 *
 * @example readMediaSettings(getSettings().extra, location.origin).video?.src
 */
export function readMediaSettings(
  extra: Readonly<Record<string, unknown>>,
  origin: string,
): MediaSettings {
  return {
    images: readImages(extra['product_imgs'], origin),
    models: validated('product_models', modelsSchema, extra['product_models']),
    video: readVideo(extra['product_video'], origin),
    looks: readLooks(extra['product_looks'], origin),
  };
}
