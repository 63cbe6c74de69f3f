// The demo host's search credentials. A real Algolia application has its own id and a
// search-only key; these exist so the SDK exercises the same authentication path.

export const DEMO_SEARCH_APP_ID = 'ROVEDEMO';
export const DEMO_SEARCH_API_KEY = 'rove-demo-search';

/** @example isDemoSearchKey('ROVEDEMO', 'rove-demo-search') // true */
export function isDemoSearchKey(appId: string | undefined, apiKey: string | undefined): boolean {
  return appId === DEMO_SEARCH_APP_ID && apiKey === DEMO_SEARCH_API_KEY;
}
