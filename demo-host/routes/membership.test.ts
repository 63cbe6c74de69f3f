// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PopupsSettings } from '../fixtures/campaigns';
import { renewalsFor } from '../db/marketing';
import { MEMBER_UID } from '../db/users';
import { TestBrowser, postForm, readSettings, setupTestHost } from '../testing/test-host';

const host = setupTestHost();

describe('GET /user/membership', () => {
  it('asks anonymous visitors to sign in (403, no form)', async () => {
    const response = await host.app.request('/user/membership');
    expect(response.status).toBe(403);
    const text = await response.text();
    expect(text).toContain('Sign in to see your membership.');
    expect(text).toContain('href="/user/membership?as=member"');
    expect(text).not.toContain('membership-renewal');
  });

  it('tells a customer without membership how to join', async () => {
    const response = await new TestBrowser(host.app).get('/user/membership?as=customer');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('you are not a member yet');
    expect(text).not.toContain('<rove-popups>');
  });

  it('shows the member, the renewal form and the renewal overlay; POST renews', async () => {
    const browser = new TestBrowser(host.app);
    const response = await browser.get('/user/membership?as=member&delay=0');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('Morgan Member');
    expect(text).toContain('December 15, 2026');
    expect(text).toContain(
      '<form id="membership-renewal" method="post" action="/user/membership">',
    );
    expect(text).toContain('Renew membership');
    expect(text).toContain('<rove-popups></rove-popups>');
    const popups = readSettings(text)['popups'] as PopupsSettings;
    expect(popups.renewalForm).toBe('form#membership-renewal');
    expect(popups.items[0]).toMatchObject({
      kind: 'renewal',
      event: { interval: [0, 500] },
    });
    expect(popups.items[0]?.markup?.html).toContain('Renew today and save 20%');

    const before = renewalsFor(host.db, MEMBER_UID).length;
    const posted = await browser.request('/user/membership', postForm({}));
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/user/membership?renewed=1');
    expect(renewalsFor(host.db, MEMBER_UID)).toHaveLength(before + 1);

    const after = await (await browser.get('/user/membership?renewed=1')).text();
    expect(after).toContain('Your membership has been renewed.');
    expect(after).toContain('December 15, 2027');
    // Renewed: no more renewal offer.
    expect(after).not.toContain('<rove-popups>');
    expect(readSettings(after)['popups']).toBeUndefined();
  });

  it('refuses the POST for anonymous visitors and customers', async () => {
    expect((await host.app.request('/user/membership', postForm({}))).status).toBe(403);
    const customer = new TestBrowser(host.app);
    await customer.get('/?as=customer');
    expect((await customer.request('/user/membership', postForm({}))).status).toBe(403);
  });
});

describe('the membership offer (<rove-membership>)', () => {
  it('is printed for a visitor with the saving at the page’s rate, and the rate and flag in settings', async () => {
    const text = await (await new TestBrowser(host.app).get('/product/demo-financing')).text();
    expect(text).toContain('<rove-membership class="membership-offer" nid="1006">');
    // $2,899 at 30 %: a member pays $2,029.
    expect(text).toContain('<span>Members save $870 on this item.</span>');
    expect(readSettings(text)['membership']).toEqual({ enabled: true, rate: 0.3 });
  });

  it('is not printed for a member, nor where the programme is closed (the flag says so)', async () => {
    const member = await (
      await new TestBrowser(host.app).get('/product/demo-financing?as=member')
    ).text();
    expect(member).not.toContain('<rove-membership');
    const closed = await (
      await new TestBrowser(host.app).get('/product/demo-financing?membership=closed')
    ).text();
    expect(closed).not.toContain('<rove-membership');
    expect(readSettings(closed)['membership']).toEqual({ enabled: false, rate: 0.3 });
  });

  it('is on the membership page, with the membership-only wording under that flag', async () => {
    const text = await (
      await new TestBrowser(host.app).get('/membership?flags=membership-only')
    ).text();
    expect(text).toContain('<rove-membership class="membership-offer" subject="membership">');
    expect(text).toContain('Shopping here is for members: $100 a year.');
  });

  it('links to a sign-up page that exists', async () => {
    const response = await new TestBrowser(host.app).get(
      '/user/membership/enroll/login?register=1',
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Membership costs $100 a year');
  });
});
