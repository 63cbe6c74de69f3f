/**
 * Issue 9, keyboard only: from the home page to a paid order with Tab, Shift+Tab, Enter,
 * Space, arrows, Escape and typing — search, open the product from the suggestions, love it
 * (the anonymous email dialog), choose an option, add to cart, the cart flyout, the cart page,
 * the checkout steps and the simulated Stripe card field. At every focus stop the indicator
 * must be visible and inside the viewport; every dialog met traps Tab, closes on Escape and
 * gives focus back to its opener.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../helpers/axe';
import { watchPage } from '../helpers/page-watch';
import { everyWidgetDefined } from '../helpers/widgets-defined';
import { expectVisibleFocus, focusOf, pressUntil, type FocusInfo } from './keyboard';
import { saveA11yRows, writeA11yReport, type A11yRow } from './report';

test.afterAll(() => writeA11yReport());

const named = (pattern: RegExp) => (focus: FocusInfo) => pattern.test(focus.name);

/**
 * Widgets upgraded (a keyboard user starts once the page is usable): those near the screen,
 * then a first key press, which upgrades the ones far down the page (loader/when-near.ts).
 */
async function ready(page: Page): Promise<void> {
  await everyWidgetDefined(page);
  await page.keyboard.press('Shift');
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('*')].filter(
            (element) => element.localName.startsWith('rove-') && !element.matches(':defined'),
          ).length,
      ),
    )
    .toBe(0);
}

/**
 * The APG dialog contract, with the keyboard: focus is inside; Tab cycles through the
 * dialog's controls back to where it started; Shift+Tab from there goes to the last one;
 * Escape closes it and focus is back on the opener.
 */
async function checkDialog(
  page: Page,
  dialog: Locator,
  opener: RegExp,
): Promise<{ problems: string[]; stops: number }> {
  await expect(dialog).toBeVisible();
  const problems: string[] = [];
  const start = await focusOf(page);
  if (!start.inDialog) problems.push(`focus not in the dialog on open (${start.label})`);
  const cycle = await pressUntil(page, 'Tab', (f) => f.label === start.label || !f.inDialog, 15);
  problems.push(...cycle.problems);
  if (!cycle.focus.inDialog) problems.push(`Tab left the dialog for ${cycle.focus.label}`);
  await page.keyboard.press('Shift+Tab');
  const back = await focusOf(page);
  if (!back.inDialog) problems.push(`Shift+Tab left the dialog for ${back.label}`);
  await page.keyboard.press('Tab'); // back where the cycle started
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const returned = await focusOf(page);
  if (!opener.test(returned.name)) problems.push(`focus went to ${returned.label}, not the opener`);
  if (returned.problem) problems.push(`${returned.label}: ${returned.problem}`);
  return { problems, stops: cycle.presses };
}

/**
 * Continue opens the next step and then moves focus to its heading, one effect later; a
 * keyboard user's next Tab starts there, so the journey waits for it (and so proves it).
 */
async function expectFocusOnOpenedStep(checkout: Locator): Promise<void> {
  await expect(checkout.locator('.rove-checkout__step-button[aria-expanded="true"]')).toBeFocused();
}

test('keyboard only: search, love, options, add to cart, checkout, pay', async ({ page }) => {
  test.setTimeout(60_000);
  const watch = await watchPage(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  const steps: A11yRow[] = [];
  let index = 0;
  const step = (name: string, keys: string, focus: FocusInfo | string, problems: string[]) =>
    steps.push({
      kind: 'journey',
      name: `${String((index += 1)).padStart(2, '0')} ${name}`,
      detail: `${keys} → ${typeof focus === 'string' ? focus : focus.label}`,
      problems,
    });

  try {
    // 1. Search from the header and open a product from the suggestions.
    await page.goto('/');
    await ready(page);
    // The server's field until the view (waiting for the shopper) takes its focus over.
    let walk = await pressUntil(page, 'Tab', (f) => f.name === 'Search the store');
    await expect(page.getByRole('combobox', { name: 'Search the store' })).toBeFocused();
    step('the search field', `Tab ×${walk.presses}`, walk.focus, walk.problems);
    await page.keyboard.type('demo in-stock', { delay: 30 });
    const suggestion = page.getByRole('option', { name: /Demo In-Stock Lounge Chair/ }).first();
    await expect(suggestion).toBeVisible();
    // The whole term's answer is in (on a loaded machine a pause between keys sends 'demo in-st'
    // first): a later answer would rightly take away the highlight the arrows are moving.
    await expect(suggestion.locator('mark').last()).toHaveText(/^stock$/i);
    let arrows = 0;
    for (; arrows < 12; arrows += 1) {
      if ((await suggestion.getAttribute('aria-selected')) === 'true') break;
      await page.keyboard.press('ArrowDown');
    }
    await expect(suggestion).toHaveAttribute('aria-selected', 'true');
    const active = await page.getByRole('combobox').first().getAttribute('aria-activedescendant');
    expect(active, 'the combobox points at the highlighted suggestion').toBe(
      await suggestion.getAttribute('id'),
    );
    const onSuggestion = await expectVisibleFocus(page);
    step('a suggestion highlighted', `typing, ArrowDown ×${arrows}`, onSuggestion, []);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product\/demo-in-stock/);
    await ready(page);

    // 2. Love it: the anonymous visitor's optional-email dialog.
    walk = await pressUntil(page, 'Tab', named(/to wishlist$/), 60);
    step('the love button', `Tab ×${walk.presses}`, walk.focus, walk.problems);
    await page.keyboard.press('Enter');
    const loveDialog = page.getByRole('dialog', { name: 'Save to your wishlist' });
    const love = await checkDialog(page, loveDialog, /(to|from) wishlist$/);
    // Escape still saves the love, anonymously; the button says so once the server has it.
    await expect(page.locator('button.rove-love__button:focus')).toHaveAccessibleName(
      /^Remove .* from wishlist$/,
    );
    step(
      'love dialog: trap, Escape, focus back',
      `Enter, Tab ×${love.stops}, Shift+Tab, Tab, Escape`,
      'the love button (loved)',
      love.problems,
    );

    // 3. Choose another option of the first attribute (a radio group: arrows move and check).
    walk = await pressUntil(
      page,
      'Tab',
      (f) => f.role === 'input' && /buybox__radio/.test(f.label),
    );
    step('the first option group', `Tab ×${walk.presses}`, walk.focus, walk.problems);
    const before = page.url();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.url()).not.toBe(before);
    step('another option chosen', 'ArrowDown', await expectVisibleFocus(page), []);

    // 4. Add to cart: focus stays on the button while it adds.
    walk = await pressUntil(page, 'Tab', named(/^Add to cart$/));
    step('add to cart', `Tab ×${walk.presses}`, walk.focus, walk.problems);
    await page.keyboard.press('Enter');
    await expect(page.locator('rove-cart-count a')).toHaveAttribute('aria-label', 'Cart, 1 item');
    const added = await focusOf(page);
    step('added; focus kept', 'Enter', added, added.problem ? [added.problem] : []);
    expect(added.name).toMatch(/^Add to cart$/);

    // 5. Back up to the header's cart: the flyout, then the cart page.
    walk = await pressUntil(page, 'Shift+Tab', named(/^Cart, 1 item$/), 60);
    step('the header cart', `Shift+Tab ×${walk.presses}`, walk.focus, walk.problems);
    await page.keyboard.press('Enter');
    const flyout = page.getByRole('dialog', { name: 'Your cart' });
    const trap = await checkDialog(page, flyout, /^Cart, 1 item$/);
    step(
      'cart flyout: trap, Escape, focus back',
      `Enter, Tab ×${trap.stops}, Shift+Tab, Tab, Escape`,
      'the header cart',
      trap.problems,
    );
    await page.keyboard.press('Enter');
    await expect(flyout).toBeVisible();
    walk = await pressUntil(page, 'Tab', named(/^View cart$/), 10);
    step('flyout: View cart', `Enter, Tab ×${walk.presses}`, walk.focus, walk.problems);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cart$/);
    await ready(page);
    walk = await pressUntil(page, 'Tab', named(/^Checkout$/), 80);
    step('cart page: Checkout', `Tab ×${walk.presses}`, walk.focus, walk.problems);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cart\/checkout$/);
    await ready(page);

    // 6. Checkout: account, membership, shipping.
    walk = await pressUntil(page, 'Tab', named(/Email address/), 60);
    await page.keyboard.type('kim.keys@example.com');
    walk = await pressUntil(page, 'Tab', named(/^Continue$/), 10);
    step(
      'checkout: email, Continue',
      `Tab, typing, Tab ×${walk.presses}`,
      walk.focus,
      walk.problems,
    );
    const checkout = page.locator('rove-checkout');
    await page.keyboard.press('Enter');
    await expectFocusOnOpenedStep(checkout);
    const continueButton = checkout.getByRole('button', { name: 'Continue' }).first();
    const optOut = checkout.getByLabel('No thanks, continue without membership');
    const firstName = checkout
      .getByRole('group', { name: 'Shipping address' })
      .getByLabel('First name');
    await expect(optOut.or(firstName).first()).toBeVisible();
    if (await optOut.isVisible()) {
      walk = await pressUntil(
        page,
        'Tab',
        (f) => f.role === 'input' && /membership|Join/i.test(f.name),
        20,
      );
      // A radio group: the arrows reach the opt-out and check it.
      let turns = 0;
      while (!(await optOut.isChecked()) && turns < 4) {
        await page.keyboard.press('ArrowDown');
        turns += 1;
      }
      await expect(optOut).toBeChecked();
      await expect(continueButton).toBeEnabled(); // busy while the choice is saved
      const next = await pressUntil(page, 'Tab', named(/^Continue$/), 10);
      step(
        'checkout: no membership, Continue',
        `Tab ×${walk.presses}, ArrowDown ×${turns}, Tab ×${next.presses}`,
        next.focus,
        [...walk.problems, ...next.problems],
      );
      await page.keyboard.press('Enter');
      await expectFocusOnOpenedStep(checkout);
    }
    await expect(firstName).toBeVisible();
    const fields: [RegExp, string][] = [
      [/^First name/, 'Kim'],
      [/^Last name/, 'Keys'],
      [/^Street address/, '1 Main Street'],
      [/^City/, 'New York'],
      [/^State\/Province/, 'New York'],
      [/^Postal code/, '10001'],
      [/^Phone/, '2125550100'],
    ];
    const fieldProblems: string[] = [];
    let presses = 0;
    for (const [label, text] of fields) {
      walk = await pressUntil(page, 'Tab', named(label), 15);
      presses += walk.presses;
      fieldProblems.push(...walk.problems);
      // A closed <select> picks the option whose text is typed.
      await page.keyboard.type(text, { delay: 10 });
    }
    await expect(checkout.getByLabel('State/Province')).toHaveValue(/.+/);
    step(
      'checkout: the shipping address',
      `Tab ×${presses}, typing`,
      'the phone field',
      fieldProblems,
    );
    const standard = checkout.getByLabel(/^Standard - /);
    // The rates arrive once the address is complete.
    await expect(standard).toBeVisible();
    walk = await pressUntil(
      page,
      'Tab',
      (f) => f.role === 'input' && /Standard - |White Glove|Ground/i.test(f.name),
      15,
    );
    let turns = 0;
    while (!(await standard.isChecked()) && turns < 4) {
      await page.keyboard.press(turns === 0 ? 'Space' : 'ArrowDown');
      turns += 1;
    }
    await expect(standard).toBeChecked();
    await expect(continueButton).toBeEnabled();
    const next = await pressUntil(page, 'Tab', named(/^Continue$/), 15);
    step(
      'checkout: Standard delivery, Continue',
      `Tab ×${walk.presses}, Space/ArrowDown ×${turns}, Tab ×${next.presses}`,
      next.focus,
      [...walk.problems, ...next.problems],
    );
    await page.keyboard.press('Enter');
    await expectFocusOnOpenedStep(checkout);

    // 7. Protection (offered for this product in the US): a radio group, "No thanks".
    const payment = checkout.locator('.rove-payment');
    const noThanks = checkout.getByRole('group', { name: 'Protection' }).getByLabel('No thanks');
    await expect(payment.or(noThanks).first()).toBeVisible();
    if (await noThanks.isVisible()) {
      walk = await pressUntil(
        page,
        'Tab',
        (f) => f.role === 'input' && /protection|No thanks/.test(f.name),
        15,
      );
      let moves = 0;
      while (!(await noThanks.isChecked()) && moves < 5) {
        await page.keyboard.press(moves === 0 ? 'Space' : 'ArrowDown');
        moves += 1;
      }
      await expect(noThanks).toBeChecked();
      await expect(continueButton).toBeEnabled();
      const onward = await pressUntil(page, 'Tab', named(/^Continue$/), 10);
      step(
        'checkout: no protection, Continue',
        `Tab ×${walk.presses}, Space/ArrowDown ×${moves}, Tab ×${onward.presses}`,
        onward.focus,
        [...walk.problems, ...onward.problems],
      );
      await page.keyboard.press('Enter');
      await expectFocusOnOpenedStep(checkout);
    }

    // 8. Payment: the card field lives in the provider's frame; Tab goes in and out of it.
    await expect(payment).toBeVisible();
    const card = page.frameLocator('iframe[title="Secure payment input frame"]');
    await expect(card.getByLabel('Card number')).toBeVisible();
    walk = await pressUntil(
      page,
      'Tab',
      (f) => f.label.startsWith('iframe') && /Card number/.test(f.name),
      30,
    );
    await page.keyboard.type('4242424242424242');
    const expiry = await pressUntil(page, 'Tab', named(/Expiration/), 3);
    await page.keyboard.type('1234');
    const cvc = await pressUntil(page, 'Tab', named(/Security code/), 3);
    await page.keyboard.type('123');
    step(
      'payment: card, expiry, code (provider frame)',
      `Tab ×${walk.presses + expiry.presses + cvc.presses}, typing`,
      cvc.focus,
      [...walk.problems, ...expiry.problems, ...cvc.problems],
    );
    const pay = payment.locator('button.rove-payment__pay');
    await expect(pay).toBeEnabled();
    walk = await pressUntil(page, 'Tab', named(/^Place order$/), 20);
    step('payment: Place order', `Tab ×${walk.presses}`, walk.focus, walk.problems);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/cart/checkout/complete');
    await ready(page);
    const complete = await axeViolations(page);
    steps.push({
      kind: 'state',
      name: 'checkout complete page (after the keyboard journey)',
      problems: complete,
    });
    expect(complete).toEqual([]);
  } finally {
    saveA11yRows(steps, ['journey']);
  }
  expect(steps.filter((s) => s.problems.length > 0)).toEqual([]);
  expect(watch.pageErrors).toEqual([]);
});
