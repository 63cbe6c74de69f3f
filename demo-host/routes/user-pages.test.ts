// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { postForm, setupTestHost, TestBrowser } from '../testing/test-host';
import { PASSWORD_SENT } from './user';

// GET /user/login, GET|POST /user/password (Drupal's forms), /demo/page-behaviours and the
// simulated VR tours (routes/page-behaviours.ts).

const host = setupTestHost();

describe('GET /user/password', () => {
  it('renders Drupal’s user_pass form', async () => {
    const page = await (await new TestBrowser(host.app).get('/user/password')).text();
    expect(page).toContain('<form action="/user/password" method="post" id="user-pass"');
    expect(page).toContain('Username or e-mail address');
    expect(page).toMatch(/<input type="text" id="edit-name" name="name"/);
    expect(page).toContain('value="E-mail new password"');
  });
});

describe('POST /user/password', () => {
  it('answers Drupal’s status message for a known address', async () => {
    const response = await new TestBrowser(host.app).request(
      '/user/password',
      postForm({ name: 'Casey@Example.com', op: 'E-mail new password' }),
    );
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`<div class="messages status" role="status">`);
    expect(page).toContain(PASSWORD_SENT);
    expect(page).toContain('id="user-login-form"');
  });

  it('answers Drupal’s error for an unknown name, escaped, with the form again', async () => {
    const page = await (
      await new TestBrowser(host.app).request('/user/password', postForm({ name: '<b>x</b>' }))
    ).text();
    expect(page).toContain(
      'Sorry, &lt;b&gt;x&lt;/b&gt; is not recognized as a user name or an e-mail address.',
    );
    expect(page).toContain('id="user-pass"');
    expect(page).toContain('form-text required error');
  });
});

describe('GET /user/login', () => {
  it('renders the login form posting to POST /user/login', async () => {
    const page = await (await new TestBrowser(host.app).get('/user/login')).text();
    expect(page).toContain('id="user-login-form"');
    expect(page).toContain('action="/user/login?destination="');
    expect(page).toContain('name="pass"');
  });

  it('brings a failed login back to itself with Drupal’s message, once', async () => {
    const browser = new TestBrowser(host.app);
    const response = await browser.request('/user/login?destination=i-love', {
      ...postForm({ name: 'casey@example.com', pass: 'wrong', form_id: 'user_login_block' }),
      redirect: 'manual',
    });
    expect(response.headers.get('location')).toBe('/user/login?destination=i-love');
    const page = await (await browser.get('/user/login?destination=i-love')).text();
    expect(page).toContain('Sorry, unrecognized username or password.');
    expect(page).toContain('value="casey@example.com"');
    expect(await (await browser.get('/user/login')).text()).not.toContain('unrecognized');
  });
});

describe('page behaviours demo', () => {
  it('lists cards, lazy, responsive and VR images and the admin stand-ins', async () => {
    const page = await (await new TestBrowser(host.app).get('/demo/page-behaviours')).text();
    for (const part of [
      'class="product-card"',
      'data-rove-protect',
      'data-rove-responsive=',
      'loading="lazy"',
      'data-src="/images/product/',
      'class="open-vr" href="/vr/tour/showroom" data-vr-mobile="/vr/tour/showroom/mobile"',
      'id="toolbar-administration"',
      'class="contextual"',
    ])
      expect(page).toContain(part);
  });

  it.each(['/vr/tour/showroom', '/vr/tour/showroom/mobile', '/vr/tour/living-room'])(
    'serves the simulated tour %s',
    async (path) => {
      const response = await new TestBrowser(host.app).get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Simulated 360° tour');
    },
  );

  it.each(['/vr/tour/nowhere', '/vr/tour/showroom/tablet'])('answers 404 for %s', async (path) => {
    expect((await new TestBrowser(host.app).get(path)).status).toBe(404);
  });

  it('serves product images at the responsive widths', async () => {
    const svg = await (
      await new TestBrowser(host.app).get('/images/product/1001.svg?w=480')
    ).text();
    expect(svg).toMatch(/^<svg[^>]* width="480" height="360"/);
  });
});
