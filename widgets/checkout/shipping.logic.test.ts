import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALCULATE_SHIPPING_OP,
  parseQuoteOptions,
  parseQuoteTitle,
  quoteDelayMs,
  quoteLoadingDots,
  reconcileQuoteSelection,
  retrievingQuoteText,
  shippingRowText,
  validateQuoteSelection,
} from './shipping.logic';

describe('parseQuoteTitle (spec/checkout.md §3)', () => {
  it.each<[string, string, string]>([
    ['Standard - $49', 'Standard', '$49'],
    ['White Glove - Room of Choice - $199', 'White Glove - Room of Choice', '$199'],
    ['Curbside - C$1,299.00', 'Curbside', 'C$1,299.00'],
    ['Express - 150,000₩', 'Express', '150,000₩'],
    ['Free Shipping - Free', 'Free Shipping', 'Free'],
    ['  Standard   -   $49  ', 'Standard', '$49'],
    ['Pick up in store', 'Pick up in store', ''],
    ['Standard - ', 'Standard', ''],
    [' - $49', '', '$49'],
    ['Well-known - $5', 'Well-known', '$5'],
    ['', '', ''],
  ])('%j', (title, name, priceText) => {
    expect(parseQuoteTitle(title)).toEqual({ name, priceText });
  });

  it('round-trips any name and price written as the message table does (property)', () => {
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z -]{0,20}[A-Za-z]$/);
    const price = fc.stringMatching(/^\$\d{1,5}$/);
    fc.assert(
      fc.property(word, price, (name, priceText) => {
        const clean = name.replace(/\s+/g, ' ');
        expect(parseQuoteTitle(`${clean} - ${priceText}`)).toEqual({ name: clean, priceText });
      }),
    );
  });
});

describe('quote options and selection (spec/checkout.md §4)', () => {
  const options = parseQuoteOptions([
    { value: 'std', title: 'Standard - $49' },
    { value: 'wg', title: 'White Glove - $199' },
    { value: 'wg', title: 'Duplicate - $1' },
    { value: ' ', title: 'No value - $0' },
  ]);

  it('drops options without a value and duplicate values', () => {
    expect(options).toEqual([
      { value: 'std', name: 'Standard', priceText: '$49' },
      { value: 'wg', name: 'White Glove', priceText: '$199' },
    ]);
  });

  it('requires an offered option', () => {
    const message = 'Please select a shipping option to continue';
    expect(validateQuoteSelection(null, options)).toEqual({ ok: false, message });
    expect(validateQuoteSelection('gone', options)).toEqual({ ok: false, message });
    expect(validateQuoteSelection('wg', options)).toEqual({ ok: true });
    expect(validateQuoteSelection('std', [])).toEqual({ ok: false, message });
  });

  it('keeps a selection only while it is still offered', () => {
    expect(reconcileQuoteSelection('wg', options)).toBe('wg');
    expect(reconcileQuoteSelection('gone', options)).toBeNull();
    expect(reconcileQuoteSelection(null, options)).toBeNull();
  });
});

describe('loading status', () => {
  it('reads the specification’s text, with dots cycling', () => {
    expect(retrievingQuoteText()).toBe("Please wait while we're retrieving your shipping quote");
    expect([0, 1, 2, 3, 4, 5, -1, Number.NaN].map(quoteLoadingDots)).toEqual([
      '',
      '.',
      '..',
      '...',
      '',
      '.',
      '.',
      '',
    ]);
    expect(CALCULATE_SHIPPING_OP).toBe('Calculate Shipping');
  });
});

describe('quote timing (spec/checkout.md §9)', () => {
  it('asks for the first quote after 600 ms and recalculates 1 s after a change', () => {
    expect(quoteDelayMs(true)).toBe(600);
    expect(quoteDelayMs(false)).toBe(1000);
  });
});

describe("the order summary's shipping row while the server has not priced shipping", () => {
  const m = {
    shippingAfterAddress: 'Calculated after your address',
    shippingCalculating: 'Calculating…',
    shippingChoose: 'Choose a shipping option',
  };
  const quotes = parseQuoteOptions([
    { value: 'standard', title: 'Standard - $149' },
    { value: 'pickup', title: 'Pick up in store - Free' },
  ]);
  const at = (
    quotePhase: 'idle' | 'loading' | 'failed',
    offered = quotes,
    quote: string | null = null,
  ) => ({ quotePhase, quotes: offered, quote });

  it('says where the shopper is: before the address, while quoting, choosing, chosen', () => {
    expect(shippingRowText(null, at('idle', []), m)).toBe('Calculated after your address');
    expect(shippingRowText(null, at('failed', []), m)).toBe('Calculated after your address');
    expect(shippingRowText(null, at('loading'), m)).toBe('Calculating…');
    expect(shippingRowText(null, at('idle'), m)).toBe('Choose a shipping option');
    expect(shippingRowText(null, at('idle', quotes, 'standard'), m)).toBe('$149');
    expect(shippingRowText(null, at('idle', quotes, 'pickup'), m)).toBe('Free');
  });

  it("gives way to the server's figures once they count shipping, free included", () => {
    expect(shippingRowText(0, at('idle', quotes, 'pickup'), m)).toBeNull();
    expect(shippingRowText(199, at('loading'), m)).toBeNull();
  });
});
