import { logOnce } from '../../core/log';
import type { Currency } from '../../core/money';
import { safeUrl } from '../../core/sanitize/safe-url';
import {
  array,
  number,
  object,
  optional,
  record,
  string,
  type Infer,
  type Schema,
} from '../../core/schema';
import { checkedSetting, phpFlag } from '../shared/settings/checked-setting';

/**
 * The optional product settings (spec/product.md 'Product settings objects': product_imgs,
 * sales_data; ours: final_sale_models, outdoor_cover, product_title). Unlike the model tables,
 * each is checked on its own: a malformed one is logged once and treated as absent, and the buy
 * box goes on without that feature.
 */

const text = string(/\S/);

/** An image may come from the site or any https host (a CDN); never javascript:, data: …. */
function imageUrl(raw: string): string | undefined {
  try {
    const url = new URL(raw.trim(), location.origin);
    if (url.origin === location.origin || url.protocol === 'https:') return url.href;
  } catch {
    // not a URL
  }
  return undefined;
}

const productImgsSchema = object({
  template: optional(string(), ''),
  data: record(array(string())),
});

const salesDataSchema = object({
  sell_price: number({ min: 0 }),
  amt: optional(number({ min: 0 }), 0),
  currency: string(),
  available: phpFlag,
});
export type SalesData = Infer<typeof salesDataSchema>;

const outdoorCoverSchema = object({
  nid: number({ integer: true, min: 1 }),
  model: text,
  title: text,
  price: number({ min: 0 }),
  image: string(),
  url: string(),
});

/** The outdoor-cover upsell's product (URLs already checked). */
export interface OutdoorCover {
  nid: number;
  model: string;
  title: string;
  /** In the visitor's currency, whole units. */
  price: number;
  /** '' when the settings' image was not an allowed URL (the dialog then shows none). */
  image: string;
  url: string;
}

export interface ProductExtras {
  /** Swatch oid → its image (the first of product_imgs.data[oid]). */
  swatchImages: ReadonlyMap<number, string>;
  /** The default model's price and availability, when in the visitor's currency. */
  salesData: SalesData | null;
  finalSaleModels: ReadonlySet<string>;
  outdoorCover: OutdoorCover | null;
  /** The product's title ('' when the page gives none). */
  title: string;
}

function readOptional<T>(
  extra: Readonly<Record<string, unknown>>,
  key: string,
  schema: Schema<T>,
): T | null {
  const raw = extra[key];
  if (raw === undefined || raw === null) return null;
  return checkedSetting(schema, raw, `buybox:${key}`, `settings.${key} ignored`);
}

function swatchImages(extra: Readonly<Record<string, unknown>>): Map<number, string> {
  const images = new Map<number, string>();
  const imgs = readOptional(extra, 'product_imgs', productImgsSchema);
  for (const [oid, urls] of Object.entries(imgs?.data ?? {})) {
    const url = urls[0] === undefined ? undefined : imageUrl(urls[0]);
    if (/^\d+$/.test(oid) && url) images.set(Number(oid), url);
  }
  return images;
}

function outdoorCover(extra: Readonly<Record<string, unknown>>): OutdoorCover | null {
  const cover = readOptional(extra, 'outdoor_cover', outdoorCoverSchema);
  if (!cover) return null;
  // A cover link that leaves the site is not ours to offer.
  const url = safeUrl(cover.url, { origin: location.origin });
  if (!url) {
    logOnce(
      'warn',
      'buybox:outdoor_cover',
      'settings.outdoor_cover ignored: url is not on this site',
    );
    return null;
  }
  return { ...cover, url, image: imageUrl(cover.image) ?? '' };
}

/**
 * Reads the optional product settings for a page in `currency`.
 *
 * @example readProductExtras(getSettings().extra, 'USD').finalSaleModels.has('RC1012-TCV-STD-WAL')
 */
export function readProductExtras(
  extra: Readonly<Record<string, unknown>>,
  currency: Currency,
): ProductExtras {
  let salesData = readOptional(extra, 'sales_data', salesDataSchema);
  if (salesData && salesData.currency !== currency) {
    logOnce(
      'warn',
      'buybox:sales_data',
      `settings.sales_data ignored: currency ${salesData.currency} is not the page's ${currency}`,
    );
    salesData = null;
  }
  const title = readOptional(extra, 'product_title', string());
  return {
    swatchImages: swatchImages(extra),
    salesData,
    finalSaleModels: new Set(readOptional(extra, 'final_sale_models', array(string())) ?? []),
    outdoorCover: outdoorCover(extra),
    title: title?.trim() ?? '',
  };
}
