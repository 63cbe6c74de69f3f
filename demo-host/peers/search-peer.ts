/**
 * Peer: the header search built with @algolia/autocomplete-js and algoliasearch's lite client,
 * in place of <rove-search> (GET /peers/search), against the demo host's search service with
 * the page's own search settings. Bundled on demand by demo-host/routes/peers.ts; a benchmark
 * page, not part of the SDK.
 */
import { autocomplete, getAlgoliaResults } from '@algolia/autocomplete-js';
import { liteClient } from 'algoliasearch/lite';

interface PageSearchSettings {
  appId: string;
  apiKey: string;
  indexPrefix: string;
  hosts: { url: string; protocol: 'http' | 'https'; accept: 'read' }[];
}

const settings = JSON.parse(document.getElementById('rove-settings')?.textContent ?? '{}') as {
  search: PageSearchSettings;
};
const { appId, apiKey, indexPrefix, hosts } = settings.search;
const searchClient = liteClient(appId, apiKey, { hosts });

autocomplete<{ title: string; url: string }>({
  container: '#peer-search',
  placeholder: 'Search sofas, rugs, lighting…',
  getSources({ query }) {
    return [
      {
        sourceId: 'products',
        getItems: () =>
          getAlgoliaResults({
            searchClient,
            queries: [{ indexName: `${indexPrefix}products`, params: { query, hitsPerPage: 5 } }],
          }),
        getItemUrl: ({ item }) => item.url,
        templates: { item: ({ item, html }) => html`<a href="${item.url}">${item.title}</a>` },
      },
    ];
  },
});
