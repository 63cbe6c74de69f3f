import { Hono, type Context } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../context';
import { CATEGORY_SLUGS, type CategorySlug } from '../fixtures/catalogue-types';
import { buildProductMediaSettings } from '../shop/product-media-settings';
import {
  applyListingFilters,
  listingColors,
  listingItem,
  readListingFilters,
  type ListingPageJson,
} from '../shop/listing-json';
import { buildProductSettings, serverPicture } from '../shop/product-settings';
import { listingPrice } from '../shop/listing-price';
import { trackedProduct, trackingSettings } from '../shop/tracking-settings';
import { categoryPage } from '../templates/category-page';
import { homePage } from '../templates/home-page';
import { layout } from '../templates/layout';
import { membershipOfferTag } from '../templates/membership-offer';
import { productPage } from '../templates/product-page';
import { productReviewsWall } from '../shop/store-reviews';
import { DEMO_AFFIRM, DEMO_KLARNA_MESSAGING } from '../simulations/provider-scripts';
import { wishlistPage } from '../templates/wishlist-page';
import { pageContext } from './page-context';

export const CATEGORY_PAGE_SIZE = 24;

function isCategorySlug(slug: string): slug is CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(slug);
}

/** The store's own pages: home, category listings, product pages and the wishlist. */
export function pageRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  const { products } = deps;

  const home = (c: Context<DemoHostEnv>) => {
    const { chrome, settings } = pageContext(c, deps);
    const listed = products.listed(chrome.shop.country);
    const ordinary = listed.filter((p) => p.scenario === null);
    const main = homePage(
      {
        hero: products.bySlug('demo-financing'),
        bestSellers: listed.filter((p) => p.bestSeller).slice(0, 8),
        newArrivals: ordinary.filter((p) => p.newArrival).slice(0, 4),
        tiles: products.categories.flatMap((category) => {
          const cover = ordinary.find((p) => p.category === category.slug);
          return cover ? [{ category, cover }] : [];
        }),
      },
      chrome.shop,
    );
    return c.html(
      layout({
        chrome,
        title: 'Modern furniture',
        bodyClasses: ['page-home', 'front'],
        settings: {
          kind: 'json',
          settings: { ...settings, tracking: trackingSettings(chrome.visitor, 'home') },
        },
        main,
      }).toString(),
    );
  };
  app.get('/', home);
  app.get('/home', home);

  const category = (c: Context<DemoHostEnv>) => {
    const slug = c.req.param('slug') ?? '';
    const page = Number(c.req.param('page') ?? '1');
    const info = products.category(slug);
    if (!info || !isCategorySlug(slug) || !Number.isInteger(page) || page < 1) return c.notFound();
    const { chrome, settings } = pageContext(c, deps);
    const inCategory = products.inCategory(slug, chrome.shop.country);
    const colors = listingColors(inCategory);
    const filters = readListingFilters(c.req.query('sort'), c.req.queries('color') ?? [], colors);
    const all = applyListingFilters(inCategory, filters, chrome.shop);
    const pages = Math.max(1, Math.ceil(all.length / CATEGORY_PAGE_SIZE));
    const slice = all.slice((page - 1) * CATEGORY_PAGE_SIZE, page * CATEGORY_PAGE_SIZE);
    // The infinite scroll's JSON pages (spec/shell.md §7): past the last page an empty list, which
    // locks the scroller, rather than a 404 it would only log.
    if (c.req.query('format') === 'json') {
      const body: ListingPageJson = {
        items: slice.map((p) => listingItem(p, chrome.shop)),
        details: { page, pages, total: all.length },
      };
      return c.json(body);
    }
    if (page > pages) return c.notFound();
    return c.html(
      layout({
        chrome,
        title: page > 1 ? `${info.title}, page ${page}` : info.title,
        description: info.blurb,
        bodyClasses: ['page-category', `page-category-${slug}`],
        settings: {
          kind: 'json',
          settings: {
            ...settings,
            tracking: trackingSettings(chrome.visitor, 'category', {
              list: {
                name: info.title,
                products: slice.map((p) =>
                  trackedProduct(p, chrome.shop.country, products.categories),
                ),
              },
            }),
          },
        },
        main: categoryPage(
          {
            category: info,
            products: slice,
            total: all.length,
            page,
            pages,
            filters,
            colors,
            decimals: settings.isMembership ? 0 : 2,
          },
          chrome.shop,
        ),
      }).toString(),
    );
  };
  app.get('/category/:slug', category);
  app.get('/category/:slug/page/:page', category);

  app.get('/product/:slug', (c) => {
    const product = products.bySlug(c.req.param('slug'));
    const info = product && products.category(product.category);
    if (!product || !info) return c.notFound();
    const { chrome, settings } = pageContext(c, deps);
    const productSettings = buildProductSettings(product, chrome.shop);
    const mediaSettings = buildProductMediaSettings(
      product,
      productSettings.product_imgs,
      deps.search.looks,
    );
    return c.html(
      layout({
        chrome,
        title: product.title,
        description: product.description,
        bodyClasses: ['page-product', `page-node-${product.nid}`],
        settings: {
          kind: 'json',
          settings: {
            ...settings,
            ...productSettings,
            ...mediaSettings,
            affirm: DEMO_AFFIRM,
            klarna: DEMO_KLARNA_MESSAGING,
            tracking: trackingSettings(chrome.visitor, 'product', {
              products: [trackedProduct(product, chrome.shop.country, products.categories)],
            }),
          },
        },
        main: productPage(
          product,
          info,
          chrome.shop,
          mediaSettings.product_looks,
          serverPicture(product, productSettings, chrome.shop.country),
          productReviewsWall(deps),
          membershipOfferTag(
            {
              subject: 'product',
              nid: product.nid,
              price: listingPrice(product, chrome.shop.country).p,
            },
            settings,
            chrome.shop.currency,
            chrome.bodyFlags.includes('rove-membership-only'),
          ),
        ),
      }).toString(),
    );
  });

  app.get('/i-love', (c) => {
    const { chrome, settings, loved } = pageContext(c, deps);
    const lovedProducts = loved.flatMap((nid) => products.byNid(nid) ?? []);
    return c.html(
      layout({
        chrome,
        title: 'Your wishlist',
        bodyClasses: ['page-i-love'],
        settings: { kind: 'json', settings },
        main: wishlistPage(lovedProducts, chrome.shop),
      }).toString(),
    );
  });

  return app;
}
