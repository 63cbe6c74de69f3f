/**
 * Messages of the product page: swatches, stock, delivery-destination popup and notify-me
 * (seed 001 §4, §5, §8). The unavailable labels live in commonMessages.
 *
 * @example translate(productMessages, 'onlyLeft', 'en', { count: 3 }) // 'Only 3 left'
 */
export const productMessages = {
  en: {
    // Seed 001, verbatim.
    selectAllOptions: 'Please select all the options',
    inStock: 'In-stock',
    onlyLeft: 'Only {count} left',
    preorderCountCapped: '10+',
    invalidPostalCode: 'Invalid Postal Code',
    invalidZipCode: 'Invalid Zip Code',
    deliveryOnlyCanadaUs: 'This will only work in Canada and the United States.',
    destinationErrorResponse: 'Error response.',
    destinationError: 'An error has occurred.',
    fragileRestricted: 'This product is fragile and not available for delivery to {postal}.',
    // Controls the seed names without wording; these texts are ours.
    inStockOnly: 'In-stock only',
    addToCart: 'Add to cart',
    deliveryLocation: 'Delivery location',
    postalCodeLabel: 'Postal code',
    notifyMe: 'Notify me',
    playVideo: 'Play video',
    zoomImage: 'Zoom image',
  },
} as const;
