/**
 * Peer: Shopify's Buy Button (@shopify/buy-button-js) in place of <rove-buybox>
 * (GET /peers/buy-button). It asks the Storefront API of the shop named here for the product;
 * the demo host has no Storefront API, so what is measured is the library's download, start and
 * first request — a lower bound of its cost on a product page.
 */
import ShopifyBuy from '@shopify/buy-button-js';

const node = document.getElementById('peer-buy-button');
if (node) {
  const client = ShopifyBuy.buildClient({
    domain: location.host,
    storefrontAccessToken: 'demo-storefront-token',
  });
  void ShopifyBuy.UI.init(client).createComponent('product', {
    id: '1001',
    node,
    moneyFormat: '%24%7B%7Bamount%7D%7D',
    options: { product: { buttonDestination: 'cart' } },
  });
}
