// The JSX typings of the package: <rove-*> elements with their attributes, checked.
import type {} from 'rove-widgets/jsx-react';

/** A product card of the retailer's own, with the SDK's wishlist toggle in it. */
export function App() {
  return (
    <main>
      <h1>Oak Sofa</h1>
      <rove-love nid={1203} product-title="Oak Sofa" />
    </main>
  );
}
