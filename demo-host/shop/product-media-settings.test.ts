// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../fixtures/catalogue';
import { generateLooks } from '../search/shop-the-look';
import { buildProductMediaSettings, hasProductVideo } from './product-media-settings';

const catalogue = generateCatalogue();
const looks = generateLooks(catalogue.products);
const bySlug = (slug: string) => {
  const product = catalogue.products.find((p) => p.slug === slug);
  if (!product) throw new Error(`no product ${slug}`);
  return product;
};
const images = (nid: number) => ({
  template: '/images/product/{nid}.svg?oid={oid}',
  data: { 101: [`/images/product/${nid}.svg?oid=101`] },
});

describe('hasProductVideo', () => {
  it('gives the in-stock scenario product and every 7th ordinary product a video', () => {
    expect(hasProductVideo(bySlug('demo-in-stock'))).toBe(true);
    expect(hasProductVideo(bySlug('demo-low-stock'))).toBe(false);
    const ordinary = catalogue.products.filter((p) => p.scenario === null);
    const withVideo = ordinary.filter(hasProductVideo);
    expect(withVideo.length).toBeGreaterThan(10);
    expect(withVideo.every((p) => p.nid % 7 === 0)).toBe(true);
    expect(ordinary.filter((p) => p.nid % 7 === 0)).toEqual(withVideo);
  });
});

describe('buildProductMediaSettings', () => {
  it('adds a same-origin HLS video with poster and fallback image', () => {
    const product = bySlug('demo-in-stock');
    const settings = buildProductMediaSettings(product, images(product.nid), looks);
    expect(settings.product_video).toEqual({
      src: '/media/video/1001/index.m3u8',
      poster: '/images/product/1001.svg',
      fallback_image: '/images/product/1001.svg',
      title: 'Demo In-Stock Lounge Chair video',
    });
  });

  it('has no video key for a product without one', () => {
    const product = bySlug('demo-low-stock');
    expect(buildProductMediaSettings(product, images(product.nid), looks)).not.toHaveProperty(
      'product_video',
    );
  });

  it('keeps the CMS image first and adds the two generated views per swatch', () => {
    const product = bySlug('demo-in-stock');
    expect(buildProductMediaSettings(product, images(1001), looks).product_imgs).toEqual({
      template: '/images/product/{nid}.svg?oid={oid}',
      data: {
        101: [
          '/images/product/1001.svg?oid=101',
          '/media/image/1001/101/detail.svg',
          '/media/image/1001/101/corner.svg',
        ],
      },
    });
  });

  it('links every look that shows the product, at the look pages’ route', () => {
    const rug = catalogue.products.find((p) => p.nid === 1344);
    if (!rug) throw new Error('no product 1344');
    const settings = buildProductMediaSettings(rug, images(rug.nid), looks);
    const expected = looks.filter((look) => look.products.some((p) => p.nid === 1344));
    expect(expected.length).toBe(2);
    expect(settings.product_looks).toEqual(
      expected.map((look) => ({ title: look.title, url: `/shop-the-look/${look.slug}` })),
    );
    // Scenario products are never styled in a look.
    expect(
      buildProductMediaSettings(bySlug('demo-in-stock'), images(1001), looks).product_looks,
    ).toEqual([]);
  });
});
