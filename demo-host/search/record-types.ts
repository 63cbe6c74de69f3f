// The records of each index, as the retailer's Drupal pushes them to Algolia (spec/shell.md §3
// 'Search hit'). Every record carries the six `{country}_hide` flags so the SDK can send the
// country filter to any index: a record without the attribute would fail `usa_hide=0`.

/** 0 shown, 1 hidden, per country: usa_hide canada_hide au_hide kr_hide uk_hide hk_hide. */
export type HideFlags = Readonly<Record<string, 0 | 1>>;

/** What every record has; the engine reads any other attribute by name. */
export interface SearchRecord {
  objectID: string;
  title: string;
  url: string;
  /** 'und' (Drupal's "undefined language"), 'en' or a locale. */
  language: string;
  [attribute: string]: unknown;
}

/** Lowercase currency code → whole units. */
export type FinalPrices = Record<string, number>;

/** `products`: one record per product. */
export interface ProductRecord extends SearchRecord {
  /** '{sku}-1': the sku is the part before the first dash (spec/shell.md §3). */
  objectID: string;
  sku: string;
  image: string;
  /** The category's name ('Sofas'). */
  image_category: string;
  nid: number;
  /** The default model, as the tag manager's product id. */
  google_tag_id: string;
  prices: { final: FinalPrices };
  /** Facets: colour swatches, materials and types (spec/shell.md §3 'Facets'). */
  colors: string[];
  nice_names: string[];
  terms: string[];
  best_seller: 0 | 1;
  new_arrival: 0 | 1;
}

/** `pages`: the CMS's content pages. */
export interface PageRecord extends SearchRecord {
  description: string;
}

/** `category`: one record per category listing. */
export interface CategoryRecord extends SearchRecord {
  image: string;
  description: string;
  product_count: number;
}

/** `reviews`: a customer review of one product. */
export interface ReviewRecord extends SearchRecord {
  nid: number;
  product_title: string;
  image: string;
  image_category: string;
  body: string;
  rating: number;
  author: string;
  created: string;
}

/** `customer_photos`: a shopper's photo of a product at home. */
export interface CustomerPhotoRecord extends SearchRecord {
  nid: number;
  product_title: string;
  image: string;
  image_category: string;
  caption: string;
  author: string;
  location: string;
}

/** A product as a room or look lists it. */
export interface LookProduct {
  nid: number;
  title: string;
  url: string;
  image: string;
}

/** `rooms`: a room of the house and the looks styled in it. */
export interface RoomRecord extends SearchRecord {
  image: string;
  description: string;
  looks: string[];
  product_titles: string[];
}

/** `STL` (shop the look): one styled room and the products in it. */
export interface LookRecord extends SearchRecord {
  image: string;
  room: string;
  description: string;
  products: LookProduct[];
  product_titles: string[];
  nids: number[];
}
