// Community photos as GET /community/photos?page=N answers them, for tests and stories only.

export interface SamplePhoto {
  objectID: string;
  image_small: string;
  image_medium: string;
  name: string;
  location: string;
  product_photos: { url: string; image: string; name: string }[];
}

/** Photo `n` (1-based): a drawn room with one or two products. */
export function samplePhoto(n: number): SamplePhoto {
  const id = `cp-${String(n).padStart(4, '0')}`;
  return {
    objectID: id,
    image_small: `/community/photo/${id}-small.svg`,
    image_medium: `/community/photo/${id}-medium.svg`,
    name: ['Sofia', 'James', 'Ji-woo', 'Priya'][n % 4] as string,
    location: ['Brooklyn, NY', 'Toronto, ON', 'Seoul', ''][n % 4] as string,
    product_photos: [
      { url: '/product/lucca-sofa', image: '/images/product/1101.svg?w=320', name: 'Lucca Sofa' },
      ...(n % 2 ? [{ url: '/product/iris-sofa', image: '', name: 'Iris Sofa' }] : []),
    ],
  };
}

/** Page `page` of `perPage` sample photos. */
export function samplePhotoPage(page: number, perPage = 4): SamplePhoto[] {
  return Array.from({ length: perPage }, (_, i) => samplePhoto((page - 1) * perPage + i + 1));
}
