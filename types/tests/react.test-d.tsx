// Compiled by scripts/elements/typings.test.ts (not by the project's tsconfig): proves the
// generated typings work for a React 19 host, and that they refuse what they should.
import type {} from '../jsx-react';

type Equals<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export const page = (
  <main>
    <rove-love nid="1" product-title="Oak Sofa" />
    <rove-love nid={1203} className="card__love" />
    <rove-carousel label="Best sellers" step="345" steps={4} autoplay />
    <rove-checkout view="review" order-id="100001" />
    <rove-scroller max-pages="5" trigger="0.65" reply="html" />
    <rove-videos ref={(videos) => void videos?.open('105')} />
    <rove-cart-count>
      <a href="/cart">Cart</a>
    </rove-cart-count>
  </main>
);

// @ts-expect-error nid is a number: text that is not one is refused
export const wordNid = <rove-love nid="abc" />;
// @ts-expect-error an attribute the element does not have (a typo)
export const typo = <rove-love nidd="1" />;
// @ts-expect-error a boolean attribute takes no arbitrary text
export const maybe = <rove-carousel autoplay="maybe" />;

const love = document.createElement('rove-love');
export const nidIsTyped: Equals<typeof love.nid, number | undefined> = true;
// @ts-expect-error the property is a number
love.nid = '1203';
document.querySelector('rove-carousel')?.go(2);
export const phase: 'idle' | 'busy' | 'locked' | undefined =
  document.querySelector('rove-scroller')?.phase;
document.addEventListener('rove:love-changed', (event) => {
  const count: number = event.detail.count;
  void count;
});
