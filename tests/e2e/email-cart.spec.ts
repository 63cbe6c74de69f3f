/**
 * Email-my-cart end to end (spec/marketing.md §4, §5, §7): the production build in Chromium against the
 * demo host's /cart. The endpoint's storage belongs to the marketing routes; here we assert what
 * the browser sends and what the shopper sees.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { watchPage } from '../helpers/page-watch';

interface CartLine {
  nid: number;
  model: string;
  title: string;
  url: string;
  qty: number;
  price: number;
  memberPrice: number;
}

const widget = (page: Page) => page.locator('rove-email-cart');
const emailInputs = (page: Page) => widget(page).getByRole('textbox', { name: /^Email \d$/ });

async function openCart(page: Page): Promise<void> {
  await page.goto('/demo/cart');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(widget(page).getByRole('button', { name: 'EMAIL MY CART' })).toBeVisible();
}

function emailRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/klaviyo/email-myself') seen.push(request);
  });
  return seen;
}

/** settings.cartPage as the page carries it: the lines, member pricing and the CMS's cart id. */
async function cartSettings(
  page: Page,
): Promise<{ lines: CartLine[]; memberPricing: boolean; cartId: string | number | null }> {
  return page.evaluate(() => {
    const settings = JSON.parse(document.getElementById('rove-settings')?.textContent ?? '{}') as {
      cartPage: {
        lines: CartLine[];
        totals: { memberPricing: boolean };
        cart_id?: string | number;
      };
    };
    return {
      lines: settings.cartPage.lines,
      memberPricing: settings.cartPage.totals.memberPricing,
      cartId: settings.cartPage.cart_id ?? null,
    };
  });
}

test('three addresses, blanks ignored: one POST with the cart, then EMAIL SENT! disabled', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await openCart(page);
  const sent = emailRequests(page);
  const toggle = widget(page).getByRole('button', { name: 'EMAIL MY CART' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(widget(page).getByRole('button', { name: 'CANCEL' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(emailInputs(page)).toHaveCount(1);
  await expect(emailInputs(page).first()).toBeFocused();
  await emailInputs(page).first().fill('ana@rove.shop');
  const add = widget(page).getByRole('button', { name: 'Add another email' });
  await add.click();
  await add.click();
  await expect(emailInputs(page)).toHaveCount(3);
  // spec/marketing.md §5: the add button disappears at 3.
  await expect(add).toHaveCount(0);
  await emailInputs(page).nth(2).fill('bo@rove.shop');
  await widget(page).getByRole('textbox', { name: 'Message (optional)' }).fill('The sofa we liked');
  await widget(page).getByRole('checkbox', { name: 'Send me news and offers' }).check();
  // Closing and reopening keeps what was typed.
  await widget(page).getByRole('button', { name: 'CANCEL' }).click();
  await expect(emailInputs(page)).toHaveCount(0);
  await toggle.click();
  await expect(emailInputs(page).nth(2)).toHaveValue('bo@rove.shop');

  const submit = widget(page).getByRole('button', { name: 'Send' });
  await submit.click();
  const done = widget(page).getByRole('button', { name: 'EMAIL SENT!' });
  await expect(done).toBeDisabled();
  await expect(widget(page).getByRole('status')).toHaveText('Email sent. Your cart is on its way.');
  expect(sent).toHaveLength(1);
  // The demo host accepted and stored it (its checks match the specification's payload).
  expect((await sent[0]?.response())?.status()).toBe(200);
  const { lines, memberPricing, cartId } = await cartSettings(page);
  expect(cartId).toMatch(/^cart-[0-9a-f]{12}$/);
  expect(sent[0]?.method()).toBe('POST');
  expect(sent[0]?.headers()['content-type']).toContain('application/json');
  expect(sent[0]?.postDataJSON()).toEqual({
    emails: ['ana@rove.shop', 'bo@rove.shop'],
    body: 'The sofa we liked',
    subscribe: true,
    cart_id: cartId == null ? null : String(cartId),
    currency: 'USD',
    products: lines.map((line) => ({
      id: line.nid,
      sku: line.model,
      title: line.title,
      url: line.url,
      qty: line.qty,
      price: memberPricing ? line.memberPrice : line.price,
    })),
  });
  expect(lines.length).toBeGreaterThan(0);
  // Still one request after clicking the disabled button.
  await done.click({ force: true });
  expect(sent).toHaveLength(1);
  expect(watch.pageErrors).toEqual([]);
  expect(watch.rove('error')).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
});

test('an invalid address is marked and nothing is sent', async ({ page }) => {
  await openCart(page);
  const sent = emailRequests(page);
  await widget(page).getByRole('button', { name: 'EMAIL MY CART' }).click();
  await emailInputs(page).first().fill('ana@');
  await widget(page).getByRole('button', { name: 'Send' }).click();
  await expect(emailInputs(page).first()).toHaveAttribute('aria-invalid', 'true');
  await expect(emailInputs(page).first()).toHaveAccessibleDescription(
    'Enter a valid email address.',
  );
  await expect(emailInputs(page).first()).toBeFocused();
  expect(sent).toHaveLength(0);
});

test('a server error still reads EMAIL SENT! (spec/marketing.md §4)', async ({ page }) => {
  const watch = await watchPage(page);
  await page.route('**/klaviyo/email-myself', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  await openCart(page);
  const sent = emailRequests(page);
  await widget(page).getByRole('button', { name: 'EMAIL MY CART' }).click();
  await emailInputs(page).first().fill('ana@rove.shop');
  await widget(page).getByRole('button', { name: 'Send' }).click();
  await expect(widget(page).getByRole('button', { name: 'EMAIL SENT!' })).toBeDisabled();
  expect(sent).toHaveLength(1);
  expect(watch.pageErrors).toEqual([]);
  expect(watch.rove('error')).toEqual([]);
});
