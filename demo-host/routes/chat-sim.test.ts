// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TestBrowser, setupTestHost } from '../testing/test-host';
import { agentsOnDuty } from './chat-sim';

const host = setupTestHost();

describe('the demo’s live chat', () => {
  it('answers availability per the demo cookie', async () => {
    const browser = new TestBrowser(host.app);
    browser.cookies.set('demo_chat_agents', '1');
    const online = await browser.get('/chat/availability?account=19000001:1');
    expect(online.status).toBe(200);
    expect(await online.json()).toEqual({ available: true });
    browser.cookies.set('demo_chat_agents', '0');
    expect(await (await browser.get('/chat/availability?account=19000001:3')).json()).toEqual({
      available: false,
    });
  });

  it('refuses an unknown account', async () => {
    const response = await new TestBrowser(host.app).get('/chat/availability?account=nobody');
    expect(response.status).toBe(400);
  });

  it('has agents on weekdays from 9 to 17, local time', () => {
    expect(agentsOnDuty(new Date(2026, 10, 23, 9, 0))).toBe(true); // Monday 9:00
    expect(agentsOnDuty(new Date(2026, 10, 23, 16, 59))).toBe(true);
    expect(agentsOnDuty(new Date(2026, 10, 23, 17, 0))).toBe(false);
    expect(agentsOnDuty(new Date(2026, 10, 22, 12, 0))).toBe(false); // Sunday
  });

  it('serves LiveChat’s simulated script and its styles same-origin', async () => {
    const browser = new TestBrowser(host.app);
    const script = await browser.get('/simulated/livechat/tracking.js');
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('widget._h = handle');
    expect((await browser.get('/simulated/livechat/livechat.css')).status).toBe(200);
  });

  it('puts <rove-chat> and settings.chat on /help only', async () => {
    const help = await (await new TestBrowser(host.app).get('/help')).text();
    expect(help).toContain('<rove-chat></rove-chat>');
    expect(help).toContain('"availabilityUrl":"/chat/availability"');
    expect(help).toContain('"vendor":"livechat"');
    const membership = await (await new TestBrowser(host.app).get('/membership')).text();
    expect(membership).not.toContain('<rove-chat');
  });

  it('has a contact form on /help whose post thanks the writer', async () => {
    const browser = new TestBrowser(host.app);
    const help = await (await browser.get('/help')).text();
    expect(help).toContain('data-rove-form="contact"');
    const sent = await browser.request('/help/contact', {
      method: 'POST',
      body: new URLSearchParams({ email: 'ana@rove.shop', message: 'Hi' }),
      redirect: 'manual',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/help?sent=1');
    expect(await (await browser.get('/help?sent=1')).text()).toContain('Thank you: we will answer');
  });
});
