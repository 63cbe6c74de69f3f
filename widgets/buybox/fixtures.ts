import type { PriceSettings } from './price.logic';
import type { ModelStock, ProductData } from './product-data';
import type { OutdoorCover } from './product-extras';

/** A model's stock with nothing in it; tests and stories spread the fields they need. */
export const EMPTY_STOCK: ModelStock = {
  s: 0,
  sh: null,
  hs: 0,
  hsh: null,
  pr: 0,
  eta: null,
  p: 1799,
  ori: 2339,
  h: false,
  d: false,
  msg: null,
};

/**
 * A sofa with two fabrics, two sizes and one leg (the demo host's shapes): PGV-86 is low
 * stock, OTL-86 in stock, PGV-96 pre-order, OTL-96 hidden. Size 96 costs +$300.
 */
export const SOFA: ProductData = {
  product_models: {
    'RC1-PGV-86-WAL': [103, 202, 301],
    'RC1-OTL-86-WAL': [102, 202, 301],
    'RC1-PGV-96-WAL': [103, 203, 301],
    'RC1-OTL-96-WAL': [102, 203, 301],
  },
  oid_to_model: {
    '103,202,301': 'RC1-PGV-86-WAL',
    '102,202,301': 'RC1-OTL-86-WAL',
    '103,203,301': 'RC1-PGV-96-WAL',
    '102,203,301': 'RC1-OTL-96-WAL',
  },
  oid_details: {
    '102': {
      price: 0,
      formatted_price: '',
      label: 'Fabric',
      name: 'Oat Linen',
      aid: 1,
      display_mode: 'swatch',
    },
    '103': {
      price: 0,
      formatted_price: '',
      label: 'Fabric',
      name: 'Pebble Grey Velvet',
      aid: 1,
      display_mode: 'swatch',
    },
    '202': {
      price: 0,
      formatted_price: '',
      label: 'Size',
      name: '86" Standard',
      aid: 2,
      display_mode: 'button',
    },
    '203': {
      price: 300,
      formatted_price: '+$300',
      label: 'Size',
      name: '96" Grand',
      aid: 2,
      display_mode: 'button',
    },
    '301': {
      price: 0,
      formatted_price: '',
      label: 'Leg Finish',
      name: 'Walnut',
      aid: 3,
      display_mode: 'swatch',
    },
  },
  models_stock: {
    'RC1-PGV-86-WAL': { ...EMPTY_STOCK, s: 3, sh: '2026-12-09' },
    'RC1-OTL-86-WAL': { ...EMPTY_STOCK, s: 38, sh: '2026-12-07' },
    'RC1-PGV-96-WAL': { ...EMPTY_STOCK, pr: 25, eta: '2027-02-01', p: 2099, ori: 2729 },
    'RC1-OTL-96-WAL': { ...EMPTY_STOCK, h: true, p: 2099, ori: 2729 },
  },
};

/** A visitor (not a member) in the US: 20% member discount, a 10% voucher up to $500. */
export const VISITOR: PriceSettings = {
  currency: 'USD',
  isMembership: false,
  memberDiscount: 0.2,
  isMSRPShown: true,
  msrpLock: false,
  voucherType: 'rate',
  voucherRate: 0.1,
  voucherMax: 500,
};

/** The outdoor cover the demo host offers with product 1011 (settings.outdoor_cover). */
export const OUTDOOR_COVER: OutdoorCover = {
  nid: 1011,
  model: 'RC1011-SGW-STD-BLK',
  title: 'Outdoor Lounge Chair Cover',
  price: 129,
  image: '/images/product/1011.svg',
  url: '/product/outdoor-lounge-chair-cover',
};
