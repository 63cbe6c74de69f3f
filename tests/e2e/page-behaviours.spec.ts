/**
 * The loader's page behaviours end to end (spec/shell.md §2, §5, §6; issue 7): the password-reset
 * messages, the staff-role check at login, protected product images, print originals, the
 * 320/480/768 srcsets and the VR viewer. The behaviours are plain DOM chunks the runtime loads
 * only when their markers are on the page (loader/page/README.md).
 */
import { expect, test, type Page } from '@playwright/test';
import { watchPage, type PageWatch } from '../helpers/page-watch';

const DEMO = '/demo/page-behaviours';

async function roveReady(page: Page): Promise<void> {
  await page.waitForFunction(() => 'Rove' in window);
  await page.evaluate(
    () => (window as unknown as { Rove: { ready: Promise<unknown> } }).Rove.ready,
  );
}

async function clean(watch: PageWatch): Promise<void> {
  expect(watch.pageErrors).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
  expect(watch.rove('error')).toEqual([]);
}

/** Whether a contextmenu event on the element was prevented (dispatched as a right-click does). */
const menuBlocked = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 });
    document.querySelector(css)!.dispatchEvent(event);
    return event.defaultPrevented;
  }, selector);

test.describe('password reset (spec/shell.md §5)', () => {
  test('an invalid address: the specification’s message tied to the field and the button text restored', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/user/password')) posts += 1;
    });
    await page.goto('/user/password');
    await roveReady(page);
    await expect(page.locator('form#user-pass')).toHaveAttribute('data-rove-password-reset', '');
    const field = page.getByLabel('Username or e-mail address');
    await field.fill('ana@');
    await page.locator('#edit-submit').click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Enter a valid e-mail address');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Enter a valid e-mail address');
    await expect(field).toBeFocused();
    await expect(page.locator('#edit-submit')).toHaveValue('E-mail new password');
    await expect(page.locator('#edit-submit')).toBeEnabled();
    expect(page.url()).toMatch(/\/user\/password$/);
    expect(posts).toBe(0);
    await clean(watch);
  });

  test('a valid address: Please wait, button disabled, and the POST reaches the host', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    const posts: string[] = [];
    // A slow server: the busy button stays on screen a moment before the next page arrives.
    await page.route('**/user/password', async (route) => {
      if (route.request().method() === 'POST') {
        posts.push(route.request().postData() ?? '');
        await new Promise((done) => setTimeout(done, 400));
      }
      await route.continue();
    });
    await page.goto('/user/password');
    await roveReady(page);
    await expect(page.locator('form#user-pass')).toHaveAttribute('data-rove-password-reset', '');
    // The page is replaced by the answer, so what the button showed meanwhile is noted in
    // sessionStorage, which the next page of the tab can still read.
    await page.evaluate(() => {
      const button = document.querySelector<HTMLInputElement>('#edit-submit')!;
      new MutationObserver(() =>
        sessionStorage.setItem('busy', JSON.stringify([button.value, button.disabled])),
      ).observe(button, { attributes: true });
    });
    await page.getByLabel('Username or e-mail address').fill('  casey@example.com ');
    await page.locator('#edit-submit').click();
    // The host's message (the SDK's own announcer is a status region too).
    await expect(page.locator('.messages[role="status"]')).toContainText(
      'Further instructions have been sent to your e-mail address.',
    );
    expect(await page.evaluate(() => sessionStorage.getItem('busy'))).toBe('["Please wait",true]');
    expect(posts).toHaveLength(1);
    const fields = new URLSearchParams(posts[0]);
    expect(fields.get('name')).toBe('casey@example.com');
    // Drupal's op names the pressed button: its own text, not 'Please wait'.
    expect(fields.get('op')).toBe('E-mail new password');
    await clean(watch);
  });
});

test.describe('staff-role check at login (spec/shell.md §6)', () => {
  test('the form carries the answer: true for staff, false for a customer', async ({ page }) => {
    const watch = await watchPage(page);
    await page.goto('/user/login');
    await roveReady(page);
    const form = page.locator('form#user-login-form');
    await expect(form).toHaveAttribute('data-rove-staff-check', '');
    await page.evaluate(() => {
      const seen: boolean[] = [];
      (window as unknown as { staffEvents: boolean[] }).staffEvents = seen;
      document.addEventListener('rove:login-role-checked', (event) =>
        seen.push((event as CustomEvent<{ staff: boolean }>).detail.staff),
      );
    });
    const name = page.getByLabel('Username or e-mail address');
    await name.fill('staff');
    await name.press('Tab');
    await expect(form).toHaveAttribute('data-rove-staff', 'true');
    await name.fill('casey@example.com');
    await name.press('Tab');
    await expect(form).toHaveAttribute('data-rove-staff', 'false');
    expect(
      await page.evaluate(() => (window as unknown as { staffEvents: boolean[] }).staffEvents),
    ).toEqual([true, false]);
    await clean(watch);
  });

  test('the login itself goes through, with the check posted first', async ({ page }) => {
    const watch = await watchPage(page);
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/user/login/check-role')) checks.push(request.postData() ?? '');
    });
    await page.goto('/user/login');
    await roveReady(page);
    await expect(page.locator('form#user-login-form')).toHaveAttribute('data-rove-staff-check', '');
    await page.getByLabel('Username or e-mail address').fill('morgan@example.com');
    await page.getByLabel('Password').fill('rove-demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.locator('body')).toHaveClass(/logged-in/);
    expect(checks).toEqual(['name=morgan%40example.com']);
    await clean(watch);
  });
});

test('right-click is blocked on product images only', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto(DEMO);
  await roveReady(page);
  await expect.poll(() => menuBlocked(page, '.product-card img')).toBe(true);
  expect(await menuBlocked(page, '#protected-figure img')).toBe(true);
  expect(await menuBlocked(page, '#plain-figure img')).toBe(false);
  expect(await menuBlocked(page, '.product-card__title')).toBe(false);
  expect(await menuBlocked(page, 'a[href="/user/password"]')).toBe(false);
  await clean(watch);
});

test('print swaps lazy images for their originals', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto(DEMO);
  await roveReady(page);
  await expect.poll(() => menuBlocked(page, '.product-card img')).toBe(true); // images chunk ready
  const dataSrc = page.locator('#lazy-data-src-0');
  const original = await dataSrc.getAttribute('data-src');
  expect(await dataSrc.getAttribute('src')).toMatch(/^data:/);
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await expect(dataSrc).toHaveAttribute('src', original ?? '');
  await expect(dataSrc).not.toHaveAttribute('data-src');
  await expect(page.locator('#lazy-native-0')).toHaveJSProperty('loading', 'eager');
  // Both originals load although they are far below the fold.
  for (const id of ['#lazy-data-src-2', '#lazy-native-2']) {
    await expect
      .poll(() => page.locator(id).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await clean(watch);
});

test('responsive images get the 320/480/768 srcset and load one of them', async ({ page }) => {
  const watch = await watchPage(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(DEMO);
  await roveReady(page);
  const image = page.locator('#responsive-image');
  await expect(image).toHaveAttribute('srcset', /\?w=320 320w, .*\?w=480 480w, .*\?w=768 768w$/);
  await expect(image).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/\?w=(320|480|768)$/);
  await clean(watch);
});

test.describe('VR viewer (spec/shell.md §2)', () => {
  test('opens full screen with admin menus hidden; Escape and the close button return focus', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(DEMO);
    await roveReady(page);
    // The viewer's chunk loads after the widgets: until then a click is a plain link.
    await expect(page.locator('html')).toHaveAttribute('data-rove-vr', '');
    const link = page.getByRole('link', { name: 'Showroom tour' });
    const toolbar = page.locator('#toolbar-administration');
    const contextual = page.locator('.contextual');
    await expect(toolbar).toBeVisible();
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Virtual tour: Showroom tour' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('dialog.rove-vr iframe')).toHaveAttribute(
      'src',
      /\/vr\/tour\/showroom$/,
    );
    await expect(
      page.frameLocator('dialog.rove-vr iframe').getByText('Simulated 360° tour'),
    ).toBeVisible();
    const close = page.getByRole('button', { name: 'Close virtual tour' });
    await expect(close).toBeFocused();
    await expect(toolbar).toBeHidden();
    await expect(contextual).toBeHidden();
    await expect(page.locator('html')).toHaveClass(/rove-vr-open/);
    const box = await dialog.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 1280, height: 800 });

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
    await expect(toolbar).toBeVisible();
    await expect(contextual).toBeVisible();

    // Again, closed with the button this time, and with Escape pressed inside the tour.
    await link.press('Enter');
    await expect(dialog).toBeVisible();
    // Once the tour has loaded: a click while the frame's document commits can be lost under
    // load (1 run in about 25 locally).
    await expect(
      page.frameLocator('dialog.rove-vr iframe').getByText('Simulated 360° tour'),
    ).toBeVisible();
    await close.click();
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
    await link.press('Enter');
    // The viewer listens inside a same-origin tour once it has loaded, and the frame stops
    // being busy then (its document's readyState turns complete before that listener is added).
    await expect(dialog).toBeVisible();
    await expect(page.locator('dialog.rove-vr iframe')).not.toHaveAttribute('aria-busy');
    await page.frameLocator('dialog.rove-vr iframe').locator('.vr-tour__view').focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
    await clean(watch);
  });

  test('phones get the mobile variant; other hosts stay plain links', async ({ page }) => {
    const watch = await watchPage(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(DEMO);
    await roveReady(page);
    await expect(page.locator('html')).toHaveAttribute('data-rove-vr', '');
    await page.getByRole('button', { name: 'Living room tour' }).click();
    await expect(page.locator('dialog.rove-vr iframe')).toHaveAttribute(
      'src',
      /\/vr\/tour\/living-room\/mobile$/,
    );
    await page.getByRole('button', { name: 'Close virtual tour' }).click();
    const foreign = page.getByRole('link', { name: 'A tour on a host that is not allowed' });
    const prevented = await foreign.evaluate((a) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      let seen = false;
      window.addEventListener(
        'click',
        (e) => {
          seen = e.defaultPrevented;
          e.preventDefault(); // the test page stays put
        },
        { once: true },
      );
      a.dispatchEvent(event);
      return seen;
    });
    expect(prevented).toBe(false);
    await expect(page.locator('dialog.rove-vr')).toHaveCount(0);
    await clean(watch);
  });
});
