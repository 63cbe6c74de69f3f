// @vitest-environment node
import { liteClient } from 'algoliasearch/lite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryFilter } from '../../core/search/country-filter';
import { DEMO_SEARCH_API_KEY, DEMO_SEARCH_APP_ID } from '../search/credentials';
import { startDemoHost, type RunningDemoHost } from '../server';

// The real algoliasearch lite client, over real HTTP, against the demo host: what the SDK does.

let dir: string;
let running: RunningDemoHost;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rove-search-client-'));
  running = await startDemoHost({
    dbPath: join(dir, 'demo.sqlite'),
    distDir: join(dir, 'no-dist'),
    storybookDir: join(dir, 'no-storybook'),
    port: 0,
    hostname: '127.0.0.1',
    log: () => {},
  });
});
afterAll(async () => {
  await running.close();
  rmSync(dir, { recursive: true, force: true });
});

function client(apiKey = DEMO_SEARCH_API_KEY) {
  return liteClient(DEMO_SEARCH_APP_ID, apiKey, {
    hosts: [{ url: `127.0.0.1:${running.port}`, protocol: 'http', accept: 'read' }],
  });
}

interface Hit {
  title: string;
  url: string;
  _highlightResult?: { title?: { value: string } };
}

describe('algoliasearch lite against the demo host', () => {
  it('runs a multi-index search with hits, counts and facets', async () => {
    const filter = [countryFilter('US')];
    const { results } = await client().search<Hit>({
      requests: [
        { indexName: 'products', query: 'sofa', hitsPerPage: 5, numericFilters: filter },
        { indexName: 'pages', query: 'membership', hitsPerPage: 3, numericFilters: filter },
        { indexName: 'category', query: 'sofa', hitsPerPage: 5, numericFilters: filter },
        { indexName: 'STL', query: 'living', hitsPerPage: 2, numericFilters: filter },
        {
          indexName: 'products',
          query: 'sofa',
          hitsPerPage: 0,
          numericFilters: filter,
          facets: ['colors', 'nice_names', 'terms'],
          facetFilters: [['colors:Blue', 'colors:Gray']],
        },
      ],
    });
    expect(results).toHaveLength(5);
    const [products, pages, category, looks, facets] = results as {
      hits?: Hit[];
      nbHits?: number;
      facets?: Record<string, Record<string, number>>;
    }[];
    expect(products?.hits).toHaveLength(5);
    expect(products?.hits?.[0]?._highlightResult?.title?.value).toContain('<em>Sofa</em>');
    expect(pages?.hits?.[0]).toMatchObject({ title: 'Membership', url: '/membership' });
    expect(category?.hits?.[0]).toMatchObject({ url: '/category/sofas' });
    expect(looks?.hits?.length).toBe(2);
    expect(facets?.hits).toEqual([]);
    expect(Object.values(facets?.facets?.colors ?? {}).length).toBeGreaterThan(0);
  });

  it('surfaces a wrong key as the client error with the status and message', async () => {
    await expect(
      client('wrong-key').search({ requests: [{ indexName: 'products', query: 'sofa' }] }),
    ).rejects.toMatchObject({ status: 403, message: 'Invalid Application-ID or API key' });
  });
});
