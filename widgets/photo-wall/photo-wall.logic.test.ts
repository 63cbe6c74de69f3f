import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../core/log';
import { check } from '../../core/schema';
import {
  PHOTO_WALL_MAX_PAGES,
  cleanPhoto,
  newPhotos,
  nextPhotoPage,
  photoPageSchema,
  toRaw,
} from './photo-wall.logic';
import { samplePhoto } from './sample-photos';

const ORIGIN = 'https://shop.example';

beforeEach(() => resetLogOnce());

describe('photo wall paging', () => {
  it('asks for page numbers one by one from the start page, up to 10 pages (spec/product.md §9)', () => {
    expect(PHOTO_WALL_MAX_PAGES).toBe(10);
    expect(nextPhotoPage(0, 1, 10)).toBe(1);
    expect(nextPhotoPage(1, 1, 10)).toBe(2);
    expect(nextPhotoPage(9, 1, 10)).toBe(10);
    expect(nextPhotoPage(10, 1, 10)).toBeUndefined();
    expect(nextPhotoPage(0, 3, 10)).toBe(3);
  });
});

describe('the reply', () => {
  it('keeps valid photos and drops bad ones, logging once each', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = check(photoPageSchema, {
      items: [samplePhoto(1), { objectID: 'x' }, { ...samplePhoto(2), name: 42 }, samplePhoto(3)],
    });
    expect(result.ok && result.value.items.map((photo) => photo.objectID)).toEqual([
      'cp-0001',
      'cp-0003',
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toBe('[rove] photo dropped');
  });

  it('fills optional fields and drops bad product links', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = check(photoPageSchema, {
      items: [
        {
          objectID: 'a1',
          image_small: '/a.svg',
          name: 'Ann',
          product_photos: [{ url: '/p', image: '/i', name: 'P' }, { url: 3 }],
        },
      ],
    });
    expect(result.ok && result.value.items[0]).toEqual({
      objectID: 'a1',
      image_small: '/a.svg',
      image_medium: '',
      name: 'Ann',
      location: '',
      product_photos: [{ url: '/p', image: '/i', name: 'P' }],
    });
  });

  it('refuses a reply without items', () => {
    expect(check(photoPageSchema, { photos: [] }).ok).toBe(false);
    expect(check(photoPageSchema, null).ok).toBe(false);
  });
});

describe('cleanPhoto', () => {
  it('keeps this site’s URLs, made absolute', () => {
    const photo = cleanPhoto(samplePhoto(1), ORIGIN);
    expect(photo?.imageSmall).toBe(`${ORIGIN}/community/photo/cp-0001-small.svg`);
    expect(photo?.products.map((p) => p.url)).toEqual([
      `${ORIGIN}/product/lucca-sofa`,
      `${ORIGIN}/product/iris-sofa`,
    ]);
  });

  it('drops a photo whose image is elsewhere, and product links that leave the site', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      cleanPhoto({ ...samplePhoto(1), image_small: 'https://evil.example/a.svg' }, ORIGIN),
    ).toBe(undefined);
    const photo = cleanPhoto(
      {
        ...samplePhoto(1),
        image_medium: 'javascript:alert(1)',
        product_photos: [
          { url: 'https://evil.example/p', image: '/i', name: 'Evil' },
          { url: '/product/ok', image: 'https://evil.example/i.svg', name: 'Ok' },
        ],
      },
      ORIGIN,
    );
    expect(photo?.imageMedium).toBe(photo?.imageSmall);
    expect(photo?.products).toEqual([{ url: `${ORIGIN}/product/ok`, image: '', name: 'Ok' }]);
  });

  it('round-trips through the stored shape', () => {
    const photo = cleanPhoto(samplePhoto(2), ORIGIN);
    expect(photo && cleanPhoto(toRaw(photo), ORIGIN)).toEqual(photo);
  });
});

describe('newPhotos', () => {
  it('leaves out photos already on the wall', () => {
    const shown = newPhotos([], [samplePhoto(1), samplePhoto(2)], ORIGIN);
    const next = newPhotos(shown, [samplePhoto(2), samplePhoto(3), samplePhoto(3)], ORIGIN);
    expect(next.map((photo) => photo.objectID)).toEqual(['cp-0003']);
  });
});
