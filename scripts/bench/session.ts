import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from 'playwright-core';
import { startDemoHost, type RunningDemoHost } from '../../demo-host/server';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/helpers/chromium';

/** Lighthouse 12's mobile preset's user agent (a Moto G Power). */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

/** The demo host (production build, a fresh database) and one Chromium for a benchmark run. */
export interface BenchSession {
  origin: string;
  browser: Browser;
  /** A fresh context (empty cache, no cookies) with its page and a CDP session on it. */
  freshPage(options?: { cpuThrottle?: number; width?: number }): Promise<FreshPage>;
  close(): Promise<void>;
}

export interface FreshPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

export async function openBenchSession(distDir: string, port: number): Promise<BenchSession> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rove-bench-'));
  const host: RunningDemoHost = await startDemoHost({
    port,
    dbPath: path.join(dataDir, 'bench.sqlite'),
    distDir: path.resolve(distDir),
    hostname: '127.0.0.1',
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const origin = `http://127.0.0.1:${host.port}`;
  return {
    origin,
    browser,
    async freshPage({ cpuThrottle = 1, width = 1366 } = {}) {
      const phone = width < 600;
      const context = await browser.newContext({
        baseURL: origin,
        viewport: { width, height: phone ? 844 : 900 },
        // A phone width is a phone: its user agent, touch and mobile viewport, as Lighthouse's
        // mobile preset has them. A desktop browser at 390 px is served the desktop's markup
        // (the results page's open filters) and runs desktop-only code (the flag-emoji probe).
        ...(phone ? { userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true } : {}),
      });
      const page = await context.newPage();
      // tsx keeps function names with a __name() wrapper, which page functions then call.
      await page.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      // Chromium's own CPU slowdown, as Lighthouse's mobile profile uses.
      if (cpuThrottle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
      return { context, page, cdp };
    },
    async close() {
      await browser.close();
      await host.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A CDP Performance metric by name (ScriptDuration in seconds, Nodes, JSEventListeners …). */
export async function cdpMetric(cdp: CDPSession, name: string): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === name)?.value ?? NaN;
}
