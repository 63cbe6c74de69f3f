/**
 * No card data (issue 9, Security): a guest pays by card on the checkout's payment step, under
 * the strict CSP with the loader twice (strict-csp.ts). The card number, expiry and security code
 * are typed into the payment provider's frame (the demo host's Stripe simulation); afterwards
 * nothing of ours may hold them: no card-like input in our document, no number in our DOM, in
 * localStorage, sessionStorage or cookies, or in any request our page sent (the provider's own
 * frame talking to its own endpoints is the only place it may go). No SDK CSP violation either.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Page, type Request } from '@playwright/test';
import { fillUpToPayment } from '../helpers/checkout-flow';
import { isOurs, isStrictPolicy, useStrictCsp, violationsOf } from './strict-csp';

const CARD = '4242 4242 4242 4242';
const DIGITS = CARD.replace(/\D/g, '');
/** The number in any spelling a form or a script might keep it: digits, spaced, dashed. */
const CARD_PATTERN = new RegExp(
  `${DIGITS.slice(0, 4)}[\\s-]?${DIGITS.slice(4, 8)}[\\s-]?${DIGITS.slice(8, 12)}`,
);
const CVC = '737';
/** Inputs a page must not have when the provider collects the card (names, ids, autocomplete). */
const CARD_FIELD =
  /(^|[-_\s])(cc-(number|csc|exp|exp-month|exp-year|name|type)|card.?(number|num|no)|cvc|cvv|csc|security.?code|exp(iry|iration)?.?(date|month|year))/i;

async function reachPayment(page: Page): Promise<void> {
  const checkout = page.locator('rove-checkout');
  await checkout.getByLabel('Email address').fill('pat.guest@example.com');
  await checkout.getByRole('button', { name: 'Continue' }).first().click();
  await fillUpToPayment(page);
  await expect(checkout.locator('.rove-payment')).toBeVisible();
}

/** What our document and storage hold: card-like inputs, and any text with the number. */
async function ourTraces(page: Page) {
  return page.evaluate(
    ({ card, field }) => {
      const pattern = new RegExp(card);
      const fieldPattern = new RegExp(field, 'i');
      const inputs = [...document.querySelectorAll('input, select, textarea')];
      const cardInputs = inputs
        .filter((input) =>
          ['name', 'id', 'autocomplete', 'aria-label', 'placeholder'].some((attribute) =>
            fieldPattern.test(input.getAttribute(attribute) ?? ''),
          ),
        )
        .map((input) => input.outerHTML.slice(0, 120));
      const values = inputs
        .map((input) => (input as HTMLInputElement).value ?? '')
        .filter((value) => pattern.test(value));
      const storage: string[] = [];
      for (const store of [localStorage, sessionStorage]) {
        for (let index = 0; index < store.length; index += 1) {
          const key = store.key(index) ?? '';
          storage.push(`${key}=${store.getItem(key) ?? ''}`);
        }
      }
      return {
        inputsChecked: inputs.length,
        cardInputs,
        inDom: pattern.test(document.documentElement.outerHTML) ? ['document'] : [],
        inValues: values,
        storageEntries: storage.length,
        inStorage: storage.filter((entry) => pattern.test(entry)),
        cookieText: document.cookie,
      };
    },
    { card: CARD_PATTERN.source, field: CARD_FIELD.source },
  );
}

test('a card payment leaves no card data in our DOM, storage or requests', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const base = baseURL ?? '';
  await useStrictCsp(context, base);
  const ours: Request[] = [];
  page.on('request', (request) => {
    // The provider's frame posts the card to the provider (here its simulation): that is the
    // only place it belongs. Everything our page and the SDK send is checked.
    if (request.frame() === page.mainFrame()) ours.push(request);
  });

  const response = await page.goto('/demo/checkout-cart?set=no-protection');
  expect(isStrictPolicy(response?.headers()['content-security-policy'])).toBe(true);
  await reachPayment(page);
  const frame = page.frameLocator('iframe[title="Secure payment input frame"]');
  await frame.getByLabel('Card number').fill(CARD);
  await frame.getByLabel('Expiration date').fill('12 / 34');
  await frame.getByLabel('Security code').fill(CVC);
  // The number is there, in the provider's frame: what the searches below look for exists.
  expect(await frame.getByLabel('Card number').inputValue()).toMatch(CARD_PATTERN);
  const pay = page.locator('rove-checkout button.rove-payment__pay');
  await expect(pay).toBeEnabled();

  const beforePaying = await ourTraces(page);
  const checkoutViolations = await violationsOf(page);
  await pay.click();
  await page.waitForURL('**/cart/checkout/complete');
  const afterPaying = await ourTraces(page);
  const completeViolations = await violationsOf(page);
  const cookies = await context.cookies();

  const requestTexts = ours.map(
    (request) => `${request.method()} ${request.url()}\n${request.postData() ?? ''}`,
  );
  const leaks = {
    cardInputs: [...beforePaying.cardInputs, ...afterPaying.cardInputs],
    dom: [...beforePaying.inDom, ...afterPaying.inDom, ...beforePaying.inValues],
    storage: [...beforePaying.inStorage, ...afterPaying.inStorage],
    cookies: cookies
      .map((cookie) => `${cookie.name}=${decodeURIComponent(cookie.value)}`)
      .filter((text) => CARD_PATTERN.test(text)),
    requests: requestTexts.filter((text) => CARD_PATTERN.test(text)),
    // The security code is short: only look for it as a posted field value.
    cvcInRequests: requestTexts.filter((text) =>
      new RegExp(`(^|[^\\d])${CVC}([^\\d]|$)`).test(text.split('\n')[1] ?? ''),
    ),
  };
  const sdkViolations = [...checkoutViolations, ...completeViolations].filter((violation) =>
    isOurs(violation, base),
  );

  mkdirSync('.data/quality', { recursive: true });
  writeFileSync(
    '.data/quality/card-data.md',
    [
      '## No card data',
      '',
      "A guest paid by card on the checkout's payment step (strict CSP, loader twice); the test card was typed into the payment provider's frame only, and our document, storage, cookies and every request our page sent were searched for it.",
      '',
      '```sh',
      'npm run build && npx playwright test tests/security/card-data.spec.ts',
      '```',
      '',
      '| Checked | Count | With card data |',
      '|---|---:|---:|',
      `| form fields in our document (payment step + complete page) | ${beforePaying.inputsChecked + afterPaying.inputsChecked} | ${leaks.cardInputs.length + beforePaying.inValues.length} |`,
      `| documents (outerHTML) | 2 | ${beforePaying.inDom.length + afterPaying.inDom.length} |`,
      `| localStorage + sessionStorage entries | ${beforePaying.storageEntries + afterPaying.storageEntries} | ${leaks.storage.length} |`,
      `| cookies | ${cookies.length} | ${leaks.cookies.length} |`,
      `| requests sent by our page | ${requestTexts.length} | ${leaks.requests.length + leaks.cvcInRequests.length} |`,
      `| CSP violations by the SDK | ${checkoutViolations.length + completeViolations.length} (all) | ${sdkViolations.length} |`,
      '',
    ].join('\n'),
  );

  expect(requestTexts.length).toBeGreaterThan(3);
  expect(leaks).toEqual({
    cardInputs: [],
    dom: [],
    storage: [],
    cookies: [],
    requests: [],
    cvcInRequests: [],
  });
  expect(sdkViolations).toEqual([]);
});
