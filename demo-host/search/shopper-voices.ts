import type { Country } from '../lib/markets';

// Words for generated reviews and customer photos. '{item}' becomes the product's kind ('sofa'),
// '{material}' one of its materials ('velvet').

export const REVIEW_TITLES: readonly string[] = [
  'Best {item} we have owned',
  'So comfortable',
  'Love the {material}',
  'Worth the wait',
  'Beautiful {item}',
  'Great quality for the price',
  'Exactly as pictured',
  'Our new favourite spot',
  'Sturdy and stylish',
  'Five stars for the {item}',
];

export const REVIEW_BODIES: readonly string[] = [
  'Delivery was on time and the team set everything up.',
  'The {material} feels even better in person than on the swatch.',
  'We ordered swatches first and the colour matched perfectly.',
  'It fits our small apartment and still seats the whole family.',
  'Assembly took ten minutes, no tools needed.',
  'After a year of daily use the {item} still looks new.',
  'Firm at first, softened nicely after a few weeks.',
  'Customer service helped us pick the right size.',
];

export const PHOTO_CAPTIONS: readonly string[] = [
  'Morning light on our {item}',
  'Finally finished the living room',
  'The {material} is perfect with our floors',
  'Cosy corner for reading',
  'Our {item}, one month in',
  'Styled for the holidays',
];

export const FIRST_NAMES: readonly string[] = [
  'Alex',
  'Sam',
  'Jordan',
  'Priya',
  'Min-jun',
  'Chloe',
  'Liam',
  'Olivia',
  'Noah',
  'Hana',
  'Mateo',
  'Grace',
  'Wei',
  'Isla',
  'Ethan',
  'Zoe',
];

export const CITIES: Readonly<Record<Country, readonly string[]>> = {
  US: ['Brooklyn', 'Austin', 'Seattle', 'Chicago', 'Denver'],
  CA: ['Vancouver', 'Toronto', 'Montreal', 'Calgary'],
  AU: ['Sydney', 'Melbourne', 'Brisbane'],
  KR: ['Seoul', 'Busan'],
  UK: ['London', 'Manchester', 'Edinburgh'],
  HK: ['Kowloon', 'Central', 'Sai Kung'],
};

/** Fills '{item}' and '{material}'. */
export function voice(template: string, item: string, material: string): string {
  return template.replaceAll('{item}', item).replaceAll('{material}', material);
}
