// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TestBrowser, setupTestHost } from '../testing/test-host';

const host = setupTestHost();

describe('the page layout', () => {
  it('is first drawn once the parser has passed <main>: its render-blocking expect names the footer', async () => {
    const page = await (await new TestBrowser(host.app).get('/blog')).text();
    const head = page.slice(0, page.indexOf('</head>'));
    const expectLink = /<link rel="expect" href="#([\w-]+)" blocking="render">/.exec(head);
    expect(expectLink).not.toBeNull();
    const target = page.indexOf(`id="${expectLink?.[1]}"`);
    // Exactly one element carries the id, and it comes after the page's main content.
    expect(page.split(`id="${expectLink?.[1]}"`)).toHaveLength(2);
    expect(target).toBeGreaterThan(page.indexOf('</main>'));
  });
});
