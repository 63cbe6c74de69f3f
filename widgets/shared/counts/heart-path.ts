/**
 * The wishlist heart (24×24 viewBox), drawn by the love button, the header's wishlist counter
 * and the search panel's wishlist link: one copy in the kit every page loads, not one per chunk.
 */
export const HEART_PATH =
  'M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.5 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.5 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z';
