import { describe, expect, it, vi } from 'vitest';
import { accountMessages } from './account';
import { chatMessages } from './chat';
import { checkoutMessages } from './checkout';
import { commonMessages } from './common';
import { headerCountMessages } from './header-counts';
import { loveMessages } from './love';
import { marketingMessages } from './marketing';
import { placesMessages } from './places';
import { popupsMessages } from './popups';
import { productMessages } from './product';
import { searchMessages } from './search';
import { showroomMessages } from './showroom';
import { swatchMessages } from './swatch';
import { tradeMessages } from './trade';
import { translate, translatePlural, type MessageTable } from './translate';

const tables: Record<string, MessageTable> = {
  accountMessages,
  chatMessages,
  checkoutMessages,
  commonMessages,
  headerCountMessages,
  loveMessages,
  marketingMessages,
  placesMessages,
  popupsMessages,
  productMessages,
  searchMessages,
  showroomMessages,
  swatchMessages,
  tradeMessages,
};

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string).sort();
}

describe.each(Object.entries(tables))('%s', (_name, table) => {
  it('has only non-empty, trimmed English texts', () => {
    for (const text of Object.values(table.en)) {
      expect(text).not.toBe('');
      expect(text).toBe(text.trim());
    }
  });

  it('translates only keys that exist in English, with the same placeholders', () => {
    for (const [key, text] of Object.entries(table.ko ?? {})) {
      expect(table.en).toHaveProperty(key);
      expect(placeholders(text)).toEqual(placeholders(table.en[key] as string));
    }
  });
});

// Every user-facing text the specification quotes, verbatim (its file and section in the comment).
describe('seed messages, verbatim', () => {
  it.each<[string, MessageTable, string, string]>([
    // spec/shell.md §8
    [
      '000 §8',
      commonMessages,
      'cookiesDisabled',
      'Your browser currently is not set to accept Cookies. Please turn it on or check if you have another program set to block cookies.',
    ],
    ['000 §8', searchMessages, 'noResults', "Oh no, sorry we couldn't find that"],
    ['000 §8', accountMessages, 'invalidResetEmail', 'Enter a valid e-mail address'],
    ['000 §5', accountMessages, 'pleaseWait', 'Please wait'],
    ['000 §8', loveMessages, 'invalidEmail', 'Please enter a valid email address.'],
    ['000 §8', commonMessages, 'soldOut', 'Sold Out'],
    ['000 §8', commonMessages, 'soldOutNotifyMe', 'Sold Out - Notify Me'],
    ['000 §6', commonMessages, 'memberLabel', 'MEMBER'],
    ['000 §2', searchMessages, 'noProducts', 'No products found.'],
    ['000 §2', searchMessages, 'noPhotos', 'No photos found.'],
    ['000 §2', searchMessages, 'noReviews', 'No reviews found.'],
    ['000 §2', searchMessages, 'noPages', 'No pages found.'],
    ['000 §2', searchMessages, 'nothingFound', 'Nothing found.'],
    ['000 §2', searchMessages, 'more', 'More'],
    ['000 §9', searchMessages, 'clearRecentSearches', 'Clear recent searches'],
    // Love widget issue
    ['love', loveMessages, 'modalTitle', 'Save to your wishlist'],
    ['love', loveMessages, 'close', 'Close'],
    // spec/product.md §4, §8
    ['001 §4', productMessages, 'selectAllOptions', 'Please select all the options'],
    ['001 §4', productMessages, 'inStock', 'In-stock'],
    ['001 §4', productMessages, 'preorderCountCapped', '10+'],
    ['001 §8', productMessages, 'invalidPostalCode', 'Invalid Postal Code'],
    ['001 §8', productMessages, 'invalidZipCode', 'Invalid Zip Code'],
    [
      '001 §8',
      productMessages,
      'deliveryOnlyCanadaUs',
      'This will only work in Canada and the United States.',
    ],
    ['001 §8', productMessages, 'destinationErrorResponse', 'Error response.'],
    ['001 §8', productMessages, 'destinationError', 'An error has occurred.'],
    ['001 §4', swatchMessages, 'selectSwatch', 'Select swatch'],
    ['001 §4', swatchMessages, 'removeSwatch', 'Remove swatch'],
    ['001 §4', swatchMessages, 'continue', 'Continue'],
    ['001 §4', swatchMessages, 'back', 'Back'],
    ['001 §4', tradeMessages, 'submit', 'SUBMIT'],
    ['001 §2', showroomMessages, 'getDirections', 'Get Directions'],
    ['001 §5', commonMessages, 'required', 'Required'],
    ['001 §5', commonMessages, 'invalid', 'Invalid'],
    // spec/checkout.md §4, §8
    [
      '002 §8',
      checkoutMessages,
      'invalidOrderEmail',
      'Please enter a valid email address for this order',
    ],
    [
      '002 §8',
      checkoutMessages,
      'membershipWillBeAdded',
      'There is no membership attached to your email. A new membership will be added to your order. If you think this is a mistake, please reach out to here.',
    ],
    [
      '002 §8',
      checkoutMessages,
      'selectShippingOption',
      'Please select a shipping option to continue',
    ],
    ['002 §8', checkoutMessages, 'completeDetails', 'Please complete your details to continue.'],
    ['002 §8', checkoutMessages, 'completeField', 'Please complete this field'],
    ['002 §8', checkoutMessages, 'cannotStartWith1', 'Cannot start with 1'],
    ['002 §8', checkoutMessages, 'noPoBoxes', 'We do not accept PO Boxes'],
    ['002 §8', checkoutMessages, 'contactForShipping', 'Please contact us for shipping assistance'],
    ['002 §8', checkoutMessages, 'notShippableCity', 'Not shippable city'],
    [
      '002 §8',
      checkoutMessages,
      'completeShippingAddress',
      'Please complete your shipping address before processing your order.',
    ],
    ['002 §8', checkoutMessages, 'unknownStripeError', 'Unknown error has occurred with Stripe'],
    [
      '002 §4',
      checkoutMessages,
      'retrievingQuote',
      "Please wait while we're retrieving your shipping quote",
    ],
    ['002 §4', checkoutMessages, 'processing', 'Processing...'],
    ['002 §4', checkoutMessages, 'noThanks', 'No thanks'],
    ['002 §5', checkoutMessages, 'provincePlaceholder', 'State/Province'],
    ['002 §5', checkoutMessages, 'regionPlaceholder', 'Section/Region'],
    // spec/marketing.md §4, §5
    ['003 §4', marketingMessages, 'emailMyCart', 'EMAIL MY CART'],
    ['003 §4', marketingMessages, 'cancel', 'CANCEL'],
    ['003 §4', marketingMessages, 'emailSent', 'EMAIL SENT!'],
    ['003 §5', chatMessages, 'invalidName', 'Please Enter a valid name'],
    ['003 §5', chatMessages, 'invalidEmail', 'Please Enter a valid Email'],
    ['003 §5', chatMessages, 'selectOption', 'Please select an option'],
    ['003 §3', chatMessages, 'yes', 'Yes'],
    ['003 §3', chatMessages, 'no', 'No'],
  ])('seed %s: %s', (_where, table, key, text) => {
    expect(translate(table, key)).toBe(text);
  });

  it.each<[string, MessageTable, string, Record<string, string | number>, string]>([
    ['000 §2', searchMessages, 'tabProducts', { count: 24 }, 'In Products (24)'],
    ['001 §4', productMessages, 'onlyLeft', { count: 3 }, 'Only 3 left'],
    [
      '001 §8',
      productMessages,
      'fragileRestricted',
      { postal: 'V6B 1A1' },
      'This product is fragile and not available for delivery to V6B 1A1.',
    ],
    [
      '001 §8',
      swatchMessages,
      'limitExceeded',
      { limit: 10 },
      'Error message: Please limit your selection to 10.',
    ],
    [
      '002 §4',
      checkoutMessages,
      'amountToBeCharged',
      { amount: '$120' },
      'Amount to be charged: $120',
    ],
    ['002 §4', checkoutMessages, 'errorCount', { count: 3 }, '3 error(s).'],
    [
      '002 §3',
      checkoutMessages,
      'shippingOptionTitle',
      { name: 'White glove', price: '$199' },
      'White glove - $199',
    ],
    ['love', loveMessages, 'addToWishlist', { title: 'Cloud Sofa' }, 'Add Cloud Sofa to wishlist'],
    [
      'love',
      loveMessages,
      'removeFromWishlist',
      { title: 'Cloud Sofa' },
      'Remove Cloud Sofa from wishlist',
    ],
  ])('seed %s: %s with values', (_where, table, key, vars, text) => {
    expect(translate(table, key, 'en', vars)).toBe(text);
  });

  it.each<[number, string]>([
    [0, 'Wishlist, 0 items'],
    [1, 'Wishlist, 1 item'],
    [12, 'Wishlist, 12 items'],
  ])('wishlist counter for %d → %j', (count, text) => {
    expect(
      translatePlural(
        headerCountMessages,
        { one: 'wishlistCountOne', other: 'wishlistCount' },
        count,
      ),
    ).toBe(text);
  });

  it('gives Korean text for Korea where the specification asks for it, English elsewhere', async () => {
    expect(translate(commonMessages, 'required', 'ko_KR')).toBe('필수 입력 항목입니다.');
    // What a Korean page loads before its elements (page-texts.ts), in modules of this test's
    // own: the files of a worker share theirs.
    vi.resetModules();
    const fresh = await import('./translate');
    const { checkoutMessages: messages } = await import('./checkout');
    await import('./ko');
    expect(fresh.translate(messages, 'completeDetails', 'ko_KR')).toBe(
      '계속하려면 정보를 모두 입력해 주세요.',
    );
    expect(fresh.translate(messages, 'noPoBoxes', 'ko_KR')).toBe(
      '사서함 주소로는 배송하지 않습니다',
    );
    expect(fresh.translate(messages, 'noPoBoxes', 'en_AU')).toBe('We do not accept PO Boxes');
    vi.resetModules();
  });
});
