import { SHOWN_EVERYWHERE, onlyIn } from './hide-flags';
import type { HideFlags, PageRecord } from './record-types';
import type { IndexDefinition } from './search-index';

// The CMS's content pages (spec/shell.md §7 'pages' index). Some programmes only run in some
// countries, so their pages are hidden elsewhere, as the CMS would mark them.

interface ContentPage {
  slug: string;
  title: string;
  description: string;
  hide?: HideFlags;
}

export const CONTENT_PAGES: readonly ContentPage[] = [
  {
    slug: 'reviews',
    title: 'Reviews',
    description: 'What our customers say about their sofas, sectionals, beds and rugs.',
  },
  {
    slug: 'host-program',
    title: 'Host Program',
    description: 'Open your home as a showroom: hosts earn credit when neighbours visit and buy.',
    hide: onlyIn(['US', 'CA']),
  },
  {
    slug: 'membership',
    title: 'Membership',
    description: 'Join for a year of member pricing, free swatches and priority delivery.',
  },
  {
    slug: 'trade',
    title: 'Trade Program',
    description: 'Trade pricing and a dedicated team for interior designers and architects.',
  },
  {
    slug: 'showroom',
    title: 'Showroom',
    description: 'See, sit and touch: our showrooms carry every sofa fabric and leather.',
  },
  {
    slug: 'visit-us',
    title: 'Visit Us',
    description: 'Showroom addresses, opening hours and how to book a private appointment.',
  },
  {
    slug: 'help',
    title: 'Help',
    description: 'Orders, delivery, returns, care and warranty: answers to common questions.',
  },
  {
    slug: 'help/shipping',
    title: 'Shipping & Delivery',
    description: 'White-glove delivery, lead times and shipping costs by country.',
  },
  {
    slug: 'help/returns',
    title: 'Returns & Exchanges',
    description: 'How to return or exchange an item within 30 days of delivery.',
  },
  {
    slug: 'help/care',
    title: 'Fabric & Leather Care',
    description: 'How to clean velvet, linen, boucle and leather upholstery.',
  },
  {
    slug: 'warranty',
    title: 'Warranty',
    description: 'Our 10-year frame warranty and what it covers.',
  },
  {
    slug: 'financing',
    title: 'Financing',
    description: 'Pay over time with monthly instalments at checkout.',
    hide: onlyIn(['US', 'CA', 'AU']),
  },
  {
    slug: 'swatch-request',
    title: 'Free Swatches',
    description: 'Order up to five free fabric swatches to see the colour at home.',
  },
  {
    slug: 'about',
    title: 'About Rove',
    description: 'Designed in Vancouver, made for modern homes in six countries.',
  },
  {
    slug: 'careers',
    title: 'Careers',
    description: 'Join our design, showroom and delivery teams.',
  },
];

export function pagesIndex(): IndexDefinition<PageRecord> {
  return {
    name: 'pages',
    records: CONTENT_PAGES.map((page) => ({
      objectID: `page-${page.slug.replace('/', '-')}`,
      title: page.title,
      url: `/${page.slug}`,
      language: 'und',
      description: page.description,
      ...(page.hide ?? SHOWN_EVERYWHERE),
    })),
    searchable: { title: 4, description: 1 },
    facets: [],
  };
}
