import type { Host } from './host-listing.logic';
import type { ProductCardModel } from './product-card';

// Sample data for stories and tests: hosts as GET /host-connect answers them. Photos are inline
// SVG data URLs so stories need no server.

const COLOURS = ['#dfe7e2', '#e6dfe9', '#f1e6d6', '#dde4ee', '#ece9e4', '#e9e3d8'];

function photoUrl(n: number, width: number, height: number): string {
  const wall = COLOURS[n % COLOURS.length] ?? '#eee';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${wall}"/><rect y="${height * 0.65}" width="${width}" height="${height * 0.35}" fill="#b89b78"/><rect x="${width * 0.25}" y="${height * 0.42}" width="${width * 0.5}" height="${height * 0.23}" rx="12" fill="#35524a"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const CITIES = ['Seoul', 'Toronto', 'Sydney', 'London', 'San Diego', 'New York'];
const NAMES = ['Ava', 'Noah', 'Mia', 'Liam', 'Chloe', 'Ethan'];

/** `count` sample hosts with 2–6 photos and both product forms. */
export function sampleHosts(count = 6): Host[] {
  return Array.from({ length: count }, (_, i) => {
    const photos = Array.from({ length: 2 + (i % 5) }, (_, n) => ({
      small: photoUrl(i + n, 400, 400),
      medium: photoUrl(i + n, 900, 675),
    }));
    return {
      id: `h${String(i + 1).padStart(3, '0')}`,
      fname: NAMES[i % NAMES.length] ?? 'Ava',
      lname: 'Kim',
      url: `/host-connect/h${String(i + 1).padStart(3, '0')}`,
      imgCount: photos.length,
      photos,
      city: CITIES[i % CITIES.length] ?? 'Seoul',
      style: 'Modern',
      room: i % 2 ? 'Living room' : 'Bedroom',
      products: [
        { name: 'Ventura Chaise Sectional', image: '', option: '120" Chaise' },
        'Oslo Apartment Sofa - Terracotta Velvet',
      ],
    };
  });
}

/** Product cards as the popup shows them once the search answered (one without a hit). */
export const SAMPLE_PRODUCT_CARDS: ProductCardModel[] = [
  {
    key: '0',
    name: 'Ventura Chaise Sectional',
    option: '120" Chaise',
    href: '/product/ventura-chaise-sectional',
    image: photoUrl(3, 160, 160),
    price: '$3,009',
  },
  {
    key: '1',
    name: 'Oslo Apartment Sofa',
    option: 'Terracotta Velvet',
    href: '/product/oslo-apartment-sofa',
    image: photoUrl(4, 160, 160),
    price: '$2,059',
    memberPrice: '$1,647',
  },
  { key: '2', name: 'Discontinued Lamp', option: 'Brass' },
];
