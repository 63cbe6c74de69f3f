/**
 * Lighthouse on the demo host, as a retailer's first test of a third-party script: the same page
 * with the SDK and with `/rove/*` blocked (the page a shopper gets without it), side by side in
 * one run, mobile preset (simulated throttling, Moto G Power), plus the desktop preset with the
 * SDK, and the peers' pages. Medians of `runs` runs; every run starts from an empty cache
 * (Lighthouse clears storage itself).
 */
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { launchChromium } from '../../tests/helpers/devtools-chromium';
import { median } from './stats';

/** The pages of issue 22, each loaded with and without the SDK. */
export const LIGHTHOUSE_PAGES: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/product/demo-in-stock' },
  { name: 'search results', path: '/search/products/sofa' },
  { name: 'category', path: '/category/sofas' },
  { name: 'cart', path: '/cart' },
  { name: 'checkout', path: '/cart/checkout' },
  { name: 'campaign', path: '/campaign/spring-sale' },
  { name: 'blog', path: '/blog' },
];

/** The peers on the same demo host pages (demo-host/routes/peers.ts). */
export const LIGHTHOUSE_PEERS: { name: string; path: string; versus: string }[] = [
  { name: 'home with autocomplete-js + algoliasearch lite', path: '/peers/search', versus: '/' },
  {
    name: 'product with @shopify/buy-button-js',
    path: '/peers/buy-button',
    versus: '/product/demo-in-stock',
  },
];

/** `before` and `before-baseline`: the same page served by another build (`--versus`). */
export type Variant = 'sdk' | 'baseline' | 'desktop' | 'peer' | 'before' | 'before-baseline';

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  requests: number;
  /** Requests in the longest critical request chain, the document included. */
  chainDepth: number;
  /** The largest contentful paint's element, as Lighthouse names it. */
  lcpElement: string;
}

export interface LighthouseRow {
  page: string;
  path: string;
  variant: Variant;
  runs: number;
  median: LighthouseFigures;
}

/** `/rove/*` blocked: the page exactly as a shopper without the SDK gets it. */
const WITHOUT_SDK = ['*/rove/*'];

/** The last step of Lighthouse's selector, with the element's text when it has one. */
function elementName({ selector = '', nodeLabel = '' }: { selector?: string; nodeLabel?: string }) {
  const last = selector.split(' > ').at(-1) ?? selector;
  return nodeLabel && !nodeLabel.includes(' > ') && nodeLabel !== last
    ? `${last} “${nodeLabel.slice(0, 40)}”`
    : last;
}

function figuresOf(lhr: Result): LighthouseFigures {
  const audit = (id: string) => lhr.audits[id];
  const numeric = (id: string) => audit(id)?.numericValue ?? NaN;
  const requests =
    (
      audit('network-requests')?.details as {
        items?: { resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const chains = audit('critical-request-chains')?.details as
    { longestChain?: { length?: number } } | undefined;
  const lcpItems = (
    audit('largest-contentful-paint-element')?.details as {
      items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[];
    }
  )?.items;
  const node = lcpItems?.[0]?.items?.[0]?.node;
  return {
    score: Math.round((lhr.categories['performance']?.score ?? NaN) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    requests: requests.length,
    // Lighthouse's length counts every request of the chain, the document included.
    chainDepth: chains?.longestChain?.length ?? 0,
    lcpElement: node ? elementName(node) : '–',
  };
}

function medianFigures(samples: LighthouseFigures[]): LighthouseFigures {
  const pick = (key: Exclude<keyof LighthouseFigures, 'lcpElement'>) =>
    median(samples.map((sample) => sample[key]));
  // The element of the run whose LCP is the median one.
  const lcpMs = pick('lcpMs');
  return {
    score: pick('score'),
    fcpMs: pick('fcpMs'),
    lcpMs,
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    jsBytes: pick('jsBytes'),
    requests: pick('requests'),
    chainDepth: pick('chainDepth'),
    lcpElement: samples.find((sample) => sample.lcpMs === lcpMs)?.lcpElement ?? '–',
  };
}

export interface LighthouseOptions {
  origin: string;
  runs: number;
  /** Page paths to measure (default: every page and peer). */
  only?: (pagePath: string) => boolean;
  /** The variants of each page (default: with the SDK, without it, desktop). */
  variants?: Variant[];
  /** Another build's demo host (an earlier commit's): its pages measured in the same run, with
   * and without the SDK, as `before` and `before-baseline`. */
  versusOrigin?: string;
  log?: (line: string) => void;
}

/**
 * Every page with and without the SDK (mobile), with the SDK on desktop, and each peer, the
 * variants of one page interleaved run by run so a busy moment of the machine hits them alike.
 */
export async function benchLighthouse({
  origin,
  runs,
  only = () => true,
  variants = ['sdk', 'baseline', 'desktop'],
  versusOrigin,
  log = console.log,
}: LighthouseOptions): Promise<LighthouseRow[]> {
  const pageVariants: Variant[] = versusOrigin
    ? [...variants, 'before', 'before-baseline']
    : variants;
  const chromium = await launchChromium();
  const rows: LighthouseRow[] = [];
  try {
    const measure = async (url: string, variant: Variant): Promise<LighthouseFigures> => {
      const flags: Flags = {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(variant === 'baseline' || variant === 'before-baseline'
          ? { blockedUrlPatterns: WITHOUT_SDK }
          : {}),
      };
      const result = await lighthouse(
        url,
        flags,
        variant === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
      return figuresOf(result.lhr);
    };
    const jobs: { name: string; path: string; variants: Variant[] }[] = [
      ...LIGHTHOUSE_PAGES.map((page) => ({ ...page, variants: pageVariants })),
      ...LIGHTHOUSE_PEERS.map((peer) => ({ ...peer, variants: ['peer'] as Variant[] })),
    ].filter((job) => only(job.path));
    for (const job of jobs) {
      const samples = new Map<Variant, LighthouseFigures[]>(job.variants.map((v) => [v, []]));
      // One unmeasured load: the demo host's own caches (search index, templates) warm.
      await measure(`${origin}${job.path}`, job.variants[0] as Variant);
      const originOf = (variant: Variant) =>
        variant.startsWith('before') && versusOrigin ? versusOrigin : origin;
      for (let run = 0; run < runs; run += 1)
        for (const variant of job.variants)
          samples.get(variant)?.push(await measure(`${originOf(variant)}${job.path}`, variant));
      for (const variant of job.variants) {
        const figures = medianFigures(samples.get(variant) ?? []);
        rows.push({ page: job.name, path: job.path, variant, runs, median: figures });
        log(
          `  ${job.path} ${variant}: ${figures.score}, LCP ${figures.lcpMs.toFixed(0)} ms, TBT ${figures.tbtMs.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}, JS ${(figures.jsBytes / 1000).toFixed(1)} kB in ${figures.requests} requests, chain ${figures.chainDepth}`,
        );
      }
    }
  } finally {
    chromium.close();
  }
  return rows;
}
