// The package ships no types; the peer page uses only these calls.
declare module '@shopify/buy-button-js' {
  interface Client {
    readonly brand?: never;
  }
  const ShopifyBuy: {
    buildClient(config: { domain: string; storefrontAccessToken: string }): Client;
    UI: {
      init(client: Client): {
        createComponent(type: 'product', config: Record<string, unknown>): Promise<unknown>;
      };
    };
  };
  export default ShopifyBuy;
}
