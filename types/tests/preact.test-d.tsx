/** @jsxImportSource preact */
// Compiled by scripts/elements/typings.test.ts: the same typings in Preact's JSX.
import type {} from '../jsx-preact';

export const page = (
  <main>
    <rove-love nid="1" product-title="Oak Sofa" />
    <rove-love nid={1203} class="card__love" />
    <rove-carousel label="Best sellers" step="345" autoplay />
    <rove-videos ref={(videos) => void videos?.open('105')} />
  </main>
);

// @ts-expect-error nid is a number: text that is not one is refused
export const wordNid = <rove-love nid="abc" />;
// @ts-expect-error an attribute the element does not have (a typo)
export const typo = <rove-love nidd="1" />;
