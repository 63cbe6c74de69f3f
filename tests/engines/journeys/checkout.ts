import { expect } from 'vitest';
import {
  GUEST_ADDRESS,
  GUEST_PASSES,
  GUEST_STATE,
  STANDARD_DELIVERY,
} from '../../helpers/checkout-guest';
import type { EngineDriver, Target } from '../driver';
import type { Journey } from '../journey';
import { frameErrors } from '../page-errors';
import { attributeOf, isShown, textOf } from '../page-reads';

const CHECKOUT = 'rove-checkout';
const CONTINUE = { css: `${CHECKOUT} button`, name: 'Continue' };
const AS_GUEST = { css: `${CHECKOUT} button`, name: GUEST_PASSES.account };
const OPT_OUT = { css: `${CHECKOUT} input`, name: GUEST_PASSES.membership };
const FIRST_NAME = { css: `${CHECKOUT} input`, name: 'First name' };
const CARD_FRAME = `${CHECKOUT} iframe[title="Secure payment input frame"]`;
const PAY = `${CHECKOUT} button.rove-payment__pay`;

/** Waits until one of the targets is shown; returns the first that is. */
async function firstShown(driver: EngineDriver, targets: Target[]): Promise<Target> {
  let shown: Target | undefined;
  await expect
    .poll(async () => {
      for (const target of targets) if (await isShown(driver, target)) return (shown = target);
      return undefined;
    })
    .toBeDefined();
  return shown as Target;
}

/**
 * The step whose heading has focus: where the checkout moves focus once a step has opened (an
 * effect after the step's first paint), so typing into the step waits for it — or the move
 * would take the keys away from the field (WebKit types slower than a frame).
 */
const focusedStep = (driver: EngineDriver) =>
  driver.evaluate(() => {
    const active = document.activeElement;
    if (!active?.matches('rove-checkout .rove-checkout__step-button')) return null;
    return (active.querySelector('.rove-checkout__step-name')?.textContent ?? '').trim();
  });

/** The labels of the simulated Stripe element's fields, inside its sandboxed frame. */
const cardFieldLabels = (driver: EngineDriver) =>
  driver.evaluateInFrame(CARD_FRAME, () =>
    [...document.querySelectorAll('label')].map((label) => (label.textContent ?? '').trim()),
  );

/**
 * The stepped checkout as a guest: the email, past the account and membership offers whichever
 * come, the New York address with standard delivery, to the payment step, where the simulated
 * Stripe Payment Element mounts its card fields in its frame and the pay button waits for them.
 */
async function toPayment(driver: EngineDriver): Promise<void> {
  await driver.type({ css: `${CHECKOUT} input`, name: 'Email address' }, 'pat.guest@example.com');
  await driver.click(CONTINUE);

  if ((await firstShown(driver, [AS_GUEST, OPT_OUT, FIRST_NAME])) === AS_GUEST)
    await driver.click(AS_GUEST);
  if ((await firstShown(driver, [OPT_OUT, FIRST_NAME])) === OPT_OUT) {
    await driver.click(OPT_OUT);
    await driver.click(CONTINUE);
  }
  await expect.poll(() => focusedStep(driver)).toBe('Address');
  for (const [label, value] of Object.entries(GUEST_ADDRESS))
    await driver.type({ css: `${CHECKOUT} input`, name: label }, value);
  await driver.select({ css: `${CHECKOUT} select`, name: 'State/Province' }, GUEST_STATE);
  await driver.click({ css: `${CHECKOUT} input[type="radio"]`, nameStarts: STANDARD_DELIVERY });
  await driver.click(CONTINUE);

  await expect.poll(() => isShown(driver, `${CHECKOUT} .rove-payment`)).toBe(true);
  await expect
    .poll(() => cardFieldLabels(driver))
    .toEqual(expect.arrayContaining(['Card number', 'Expiration date', 'Security code']));
  expect(await textOf(driver, PAY)).toBe('Processing...');
  expect(await attributeOf(driver, PAY, 'disabled')).not.toBeNull();
  expect(await frameErrors(driver, CARD_FRAME)).toEqual([]);
}

const CHECKOUT_PAGE = '/demo/checkout-cart?set=no-protection';

export const checkoutToPayment: Journey = {
  name: 'checkout: the email step to the payment step, the simulated Stripe element mounted',
  async run({ driver }) {
    await driver.goto(CHECKOUT_PAGE);
    await toPayment(driver);
  },
};

/**
 * The same under the nonce-based policy with Trusted Types (the demo host's `rove-csp=strict`
 * cookie, which also reaches the sandboxed card frame): a CMS that runs it loses nothing, in
 * Safari too — WebKit matches 'self' against the frame's opaque origin.
 */
export const checkoutUnderStrictCsp: Journey = {
  name: 'checkout under the strict CSP: the payment step, the simulated Stripe element mounted',
  async run({ driver }) {
    // From a page without the SDK: leaving a page whose chunks are still loading cancels them,
    // which the loader rightly reports.
    await driver.goto('/demo-assets/favicon.svg');
    await driver.evaluate(() => {
      document.cookie = 'rove-csp=strict; path=/; SameSite=Lax';
    });
    await driver.goto(CHECKOUT_PAGE);
    const policy = await driver.evaluate(() =>
      fetch(location.href, { method: 'HEAD' }).then((response) =>
        response.headers.get('content-security-policy'),
      ),
    );
    expect(policy).toContain("'strict-dynamic'");
    await toPayment(driver);
  },
};
