import { DEMO_SEARCH_API_KEY, DEMO_SEARCH_APP_ID } from '../search/credentials';

// settings.search (docs/architecture.md §3): where the SDK's algoliasearch client sends its queries. The
// demo host is its own search service, so the host is whatever the browser called this page by:
// the Host header, which is also right behind a port forward or in a container.

export interface SearchHost {
  url: string;
  protocol: 'http' | 'https';
  accept: 'read';
}

export interface SearchSettings {
  appId: string;
  apiKey: string;
  indexPrefix: string;
  hosts: SearchHost[];
}

// What the SDK's settings schema accepts as a host (core/settings/schema.ts).
const HOST_NAME = /^[\w.-]+(?::\d+)?$/;
// A bracketed IPv6 literal ([::1]:4321): the schema refuses it, but the port still tells where
// this server listens, and localhost reaches it there.
const IPV6_HOST = /^\[[0-9a-fA-F:.]+\](?::(\d+))?$/;

/** The host:port to put in settings for a request's Host header. */
export function searchHostName(hostHeader: string | undefined): string {
  const host = hostHeader?.trim() ?? '';
  if (HOST_NAME.test(host)) return host;
  const port = IPV6_HOST.exec(host)?.[1];
  return port ? `localhost:${port}` : 'localhost';
}

/**
 * @example searchSettings('localhost:4321', 'http').hosts // [{url: 'localhost:4321', protocol: 'http', accept: 'read'}]
 */
export function searchSettings(
  hostHeader: string | undefined,
  protocol: 'http' | 'https',
): SearchSettings {
  return {
    appId: DEMO_SEARCH_APP_ID,
    apiKey: DEMO_SEARCH_API_KEY,
    indexPrefix: '',
    hosts: [{ url: searchHostName(hostHeader), protocol, accept: 'read' }],
  };
}
