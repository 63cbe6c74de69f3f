// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageSettings } from '../lib/page-settings';
import { pageInMode } from './vendor-mode';

const PAGE = `<head><script type="application/json" id="rove-settings">${JSON.stringify({
  klarna: { clientId: 'k', scriptUrl: '/simulated/klarna/web-sdk.js' },
  tracking: {
    pixels: {
      meta: { id: '1', scriptUrl: '/simulated/meta/fbevents.js' },
      trackers: [{ name: 'podcast', src: '/simulated/podcast/pixel.js' }],
    },
  },
})}</script></head><body>
<script src="/simulated/stripe/v3.js"></script>
<p>/simulated/ in text stays</p></body>`;

describe('pageInMode', () => {
  it('leaves a simulated page as it is', () => {
    expect(pageInMode(PAGE, 'simulated')).toBe(PAGE);
  });

  it("points every simulation at the contract tests' stand-in", () => {
    const page = pageInMode(PAGE, 'stand-in');
    expect(page).toContain('<script src="/stand-ins/stripe/v3.js"></script>');
    expect(pageSettings(page)).toMatchObject({
      klarna: { scriptUrl: '/stand-ins/klarna/web-sdk.js' },
      tracking: { pixels: { meta: { scriptUrl: '/stand-ins/meta/fbevents.js' } } },
    });
  });

  it("names no simulation in 'real' mode, so the SDK asks for the vendors' own scripts", () => {
    const page = pageInMode(PAGE, 'real');
    expect(page).not.toContain('<script src="/simulated/');
    expect(page).toContain('<p>/simulated/ in text stays</p>');
    expect(pageSettings(page)).toEqual({
      klarna: { clientId: 'k' },
      tracking: { pixels: { meta: { id: '1' }, trackers: [] } },
    });
  });

  it('keeps deliberately malformed settings as they are', () => {
    const broken = '<script type="application/json" id="rove-settings">{"a":</script>';
    expect(pageInMode(broken, 'real')).toBe(broken);
  });
});
