import type { Page, Route } from '@playwright/test';

/**
 * Stripe's API (https://api.stripe.com/v1/payment_intents…) for the contract tests: the calls
 * the Stripe.js stand-in makes as the API reference documents them (publishable key, client
 * secret, a test PaymentMethod or a redirect-based method's type and return_url, form-encoded)
 * are answered by the demo host's simulated Stripe account, so that the order's intent really is
 * paid when the checkout posts its completion. Test PaymentMethods become the test cards they
 * stand for (docs/vendors/stripe.md "Testing").
 */

const TEST_CARDS: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_chargeDeclined: '4000000000000002',
};

export interface StripeApiCall {
  method: string;
  path: string;
  params: Record<string, string>;
}

const CORS = { 'access-control-allow-origin': '*' };

/** Routes api.stripe.com to the demo host's simulated account; returns the calls it saw. */
export async function answerStripeApi(page: Page, baseURL: string): Promise<StripeApiCall[]> {
  const calls: StripeApiCall[] = [];
  await page.route('https://api.stripe.com/v1/**', async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    const params =
      request.method() === 'GET'
        ? Object.fromEntries(url.searchParams)
        : Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
    calls.push({ method: request.method(), path: url.pathname, params });
    const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(url.pathname);
    if (!match) return route.fulfill({ status: 404, headers: CORS, json: { error: {} } });
    const [, id = '', confirm] = match;
    const account = `${baseURL}/simulated/stripe/v1/payment_intents/${encodeURIComponent(id)}`;
    const secret = params['client_secret'] ?? '';
    const answer = confirm
      ? await page.request.post(`${account}/confirm`, {
          headers: { 'content-type': 'text/plain' },
          data: JSON.stringify({
            client_secret: secret,
            payment_method_data: params['payment_method_data[type]']
              ? { type: params['payment_method_data[type]'] }
              : {
                  type: 'card',
                  card: {
                    number: TEST_CARDS[params['payment_method'] ?? ''] ?? '4000000000000002',
                    exp_month: 12,
                    exp_year: 2040,
                    cvc: '123',
                  },
                },
            ...(params['return_url'] ? { return_url: params['return_url'] } : {}),
          }),
        })
      : await page.request.get(`${account}?client_secret=${encodeURIComponent(secret)}`);
    await route.fulfill({
      status: answer.status(),
      headers: { ...CORS, 'content-type': 'application/json' },
      body: await answer.text(),
    });
  });
  return calls;
}
