// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentCookies } from '../tracking/cookie-jar';
import { resetSettings } from './settings';
import { writeSiteCookie } from './site-cookies';

function pageWithSettings(json: string) {
  document.head.innerHTML = `<script type="application/json" id="rove-settings">${json}</script>`;
  resetSettings();
}

function recordWrites(run: () => void): string[] {
  const written: string[] = [];
  const setter = vi.spyOn(document, 'cookie', 'set').mockImplementation((text: string) => {
    written.push(text);
  });
  run();
  setter.mockRestore();
  return written;
}

afterEach(() => {
  document.head.innerHTML = '';
  resetSettings();
});

describe("the site's cookies", () => {
  it("are written for the CMS's cookie domain from the settings", () => {
    pageWithSettings('{"cookieDomain": ".rove.shop"}');
    const written = recordWrites(() => {
      writeSiteCookie('rove_warehouse', 'UK', { days: 365 });
      documentCookies('.rove.shop').write('rove_utm_campaign', 'spring', { days: 90 });
      documentCookies('.rove.shop').remove('rove_utm_campaign');
    });
    expect(written).toHaveLength(3);
    for (const text of written) expect(text).toMatch(/; domain=\.rove\.shop$/);
  });

  it('stay host-only when the settings name no domain', () => {
    pageWithSettings('{}');
    const written = recordWrites(() => writeSiteCookie('rove_warehouse', 'UK'));
    expect(written).toEqual(['rove_warehouse=UK; path=/; SameSite=Lax']);
  });
});
