// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../fixtures/catalogue';
import type { CatalogueProduct } from '../fixtures/catalogue-types';
import { defaultModel } from './listing-price';
import { buildProductSettings, serverPicture } from './product-settings';

const catalogue = generateCatalogue();
const bySlug = (slug: string): CatalogueProduct => {
  const product = catalogue.products.find((p) => p.slug === slug);
  if (!product) throw new Error(`no product ${slug}`);
  return product;
};
const US = { country: 'US', locale: 'en_US', currency: 'USD' } as const;
const CA = { country: 'CA', locale: 'en_CA', currency: 'CAD' } as const;

describe('buildProductSettings', () => {
  it('gives an outdoor product its cover, priced in the page’s currency', () => {
    const chair = bySlug('demo-outdoor-lounge-chair');
    const cover = bySlug('outdoor-lounge-chair-cover');
    const [model = ''] = Object.keys(cover.models.product_models);
    const us = buildProductSettings(chair, US);
    expect(us.outdoor_cover).toEqual({
      nid: 1011,
      model,
      title: 'Outdoor Lounge Chair Cover',
      price: cover.stock.US[model]?.p,
      image: '/images/product/1011.svg',
      url: '/product/outdoor-lounge-chair-cover',
    });
    expect(buildProductSettings(chair, CA).outdoor_cover?.price).toBe(cover.stock.CA[model]?.p);
    expect(buildProductSettings(chair, CA).outdoor_cover?.price).not.toBe(us.outdoor_cover?.price);
  });

  it('leaves the cover out for other products', () => {
    expect(buildProductSettings(bySlug('demo-in-stock'), US)).not.toHaveProperty('outdoor_cover');
  });

  it('lists the final-sale models ([] for most products) and the title', () => {
    const product = bySlug('demo-final-sale');
    const settings = buildProductSettings(product, US);
    expect(settings.final_sale_models).toEqual([Object.keys(product.models.product_models)[0]]);
    expect(settings.product_title).toBe('Demo Final-Sale Accent Chair');
    expect(buildProductSettings(bySlug('demo-in-stock'), US).final_sale_models).toEqual([]);
  });

  it('keeps swatch images per oid of the first attribute', () => {
    const product = bySlug('demo-final-sale');
    const { product_imgs } = buildProductSettings(product, US);
    const fabrics = product.options.filter((o) => o.attribute === 'fabric').map((o) => o.oid);
    expect(Object.keys(product_imgs.data).map(Number)).toEqual(fabrics);
    expect(product_imgs.data[String(fabrics[0])]).toEqual([
      `/images/product/1012.svg?oid=${fabrics[0]}`,
    ]);
  });
});

describe('serverPicture', () => {
  it('is the default model’s swatch image, the address the gallery starts from', () => {
    const product = bySlug('demo-in-stock');
    const settings = buildProductSettings(product, US);
    const { model } = defaultModel(product, 'US');
    const swatch = settings.product_models[model]?.find((oid) => settings.product_imgs.data[oid]);
    expect(swatch).toBeDefined();
    expect(serverPicture(product, settings, 'US')).toBe(
      settings.product_imgs.data[String(swatch)]?.[0],
    );
    expect(serverPicture(product, settings, 'US')).toMatch(
      /^\/images\/product\/1001\.svg\?oid=\d+$/,
    );
  });

  it('falls back to the first swatch’s image, then to the product’s own picture', () => {
    const product = bySlug('demo-in-stock');
    const settings = buildProductSettings(product, US);
    const noModels = { ...settings, product_models: {} };
    expect(serverPicture(product, noModels, 'US')).toBe(
      Object.values(settings.product_imgs.data)[0]?.[0],
    );
    const noImages = { ...noModels, product_imgs: { template: '', data: {} } };
    expect(serverPicture(product, noImages, 'US')).toBe(product.image);
  });
});
