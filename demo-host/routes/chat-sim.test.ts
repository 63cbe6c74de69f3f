// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TestBrowser, setupTestHost } from '../testing/test-host';
import { agentsOnDuty } from './chat-sim';

const host = setupTestHost();

describe('the simulated chat vendor', () => {
  it('answers availability per the demo cookie', async () => {
    const browser = new TestBrowser(host.app);
    browser.cookies.set('demo_chat_agents', '1');
    const online = await browser.get('/chat/availability?account=rove-main');
    expect(online.status).toBe(200);
    expect(await online.json()).toEqual({ available: true });
    browser.cookies.set('demo_chat_agents', '0');
    expect(await (await browser.get('/chat/availability?account=rove-au')).json()).toEqual({
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

  it('serves the vendor script same-origin', async () => {
    const response = await new TestBrowser(host.app).get('/demo-assets/chat-vendor-sim.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('window.RoveChatVendor');
  });

  it('puts <rove-chat> and settings.chat on /help only', async () => {
    const help = await (await new TestBrowser(host.app).get('/help')).text();
    expect(help).toContain('<rove-chat></rove-chat>');
    expect(help).toContain('"availabilityUrl":"/chat/availability"');
    const membership = await (await new TestBrowser(host.app).get('/membership')).text();
    expect(membership).not.toContain('<rove-chat');
  });
});
