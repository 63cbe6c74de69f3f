import { logOnce } from '../../core/log';
import { safeUrl } from '../../core/sanitize/safe-url';
import { object, optional, string, validItems, type Infer } from '../../core/schema';
import { logDroppedItem } from '../shared/paging/dropped-item';

// Pure rules of <rove-photo-wall> (spec/product.md §3 'Photo (community wall)', §4 'Walls', §9): the
// reply's schema, the URL guards, the paging. No DOM, no fetch.

/** spec/product.md §9: the community wall stops after 10 pages. */
export const PHOTO_WALL_MAX_PAGES = 10;
/** Share of the page height the viewport's bottom must reach to load the next page. */
export const PHOTO_WALL_TRIGGER = 0.65;

const dropped = (what: string) => logDroppedItem(`photo-wall:${what}`, what);

const productLinkSchema = object({ url: string(), image: string(), name: string(/\S/) });

const photoSchema = object({
  objectID: string(/^[\w.:-]{1,100}$/),
  image_small: string(/\S/),
  image_medium: optional(string(), ''),
  name: string(/\S/),
  location: optional(string(), ''),
  product_photos: optional(validItems(productLinkSchema, dropped('photo product')), []),
});

/** GET {endpoint}?page=N → { items: [photo…] } (bad items dropped, each logged once). */
export const photoPageSchema = object({ items: validItems(photoSchema, dropped('photo')) });

export type PhotoPage = Infer<typeof photoPageSchema>;
export type RawPhoto = Infer<typeof photoSchema>;

/** A photo whose every URL was checked: images and product links on this site only. */
export interface CommunityPhoto {
  objectID: string;
  imageSmall: string;
  imageMedium: string;
  name: string;
  location: string;
  products: { url: string; image: string; name: string }[];
}

function sameOrigin(url: string, origin: string): string | undefined {
  const safe = safeUrl(url, { origin });
  return safe && new URL(safe).origin === origin ? safe : undefined;
}

/**
 * The photo with its URLs made safe, or undefined when its image is not on this site. A
 * product whose link leaves the site is left out; a product image that does is dropped (the
 * link stays, with its name).
 *
 * @example cleanPhoto(raw, 'https://shop.example')?.products[0].url // 'https://shop.example/product/…'
 */
export function cleanPhoto(photo: RawPhoto, origin: string): CommunityPhoto | undefined {
  const imageSmall = sameOrigin(photo.image_small, origin);
  if (!imageSmall) {
    logOnce('warn', `photo-wall:image:${photo.objectID}`, 'photo dropped: image URL refused');
    return undefined;
  }
  const products = photo.product_photos.flatMap((product) => {
    const url = sameOrigin(product.url, origin);
    if (!url) {
      logOnce('warn', `photo-wall:product-url`, 'photo product dropped: link leaves the site');
      return [];
    }
    return [{ url, image: sameOrigin(product.image, origin) ?? '', name: product.name }];
  });
  return {
    objectID: photo.objectID,
    imageSmall,
    imageMedium: (photo.image_medium && sameOrigin(photo.image_medium, origin)) || imageSmall,
    name: photo.name.trim(),
    location: photo.location.trim(),
    products,
  };
}

/**
 * The photos of a page that may be shown, without the ones already on the wall (a page that
 * shifted while the visitor scrolled would otherwise repeat photos).
 */
export function newPhotos(
  shown: readonly CommunityPhoto[],
  page: readonly RawPhoto[],
  origin: string,
): CommunityPhoto[] {
  const seen = new Set(shown.map((photo) => photo.objectID));
  const out: CommunityPhoto[] = [];
  for (const raw of page) {
    const photo = cleanPhoto(raw, origin);
    if (photo && !seen.has(photo.objectID)) {
      seen.add(photo.objectID);
      out.push(photo);
    }
  }
  return out;
}

/** The photo as the stored page memory holds it (the reply's own shape, re-validated on restore). */
export function toRaw(photo: CommunityPhoto): RawPhoto {
  return {
    objectID: photo.objectID,
    image_small: photo.imageSmall,
    image_medium: photo.imageMedium,
    name: photo.name,
    location: photo.location,
    product_photos: photo.products,
  };
}

/**
 * The page number of the next request: pages count from `startPage`; undefined once
 * `maxPages` pages are on the wall.
 *
 * @example nextPhotoPage(0, 1, 10) // 1 (the wall's first page)
 * @example nextPhotoPage(10, 1, 10) // undefined
 */
export function nextPhotoPage(
  loaded: number,
  startPage: number,
  maxPages: number,
): number | undefined {
  return loaded < maxPages ? startPage + loaded : undefined;
}
