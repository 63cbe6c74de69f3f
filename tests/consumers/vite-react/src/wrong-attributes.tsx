// Not part of the app: proof that the package's JSX typings reject wrong attributes. Each
// element below must be a type error; `tsc` fails if one stops being one, since an expected
// error that does not come is an error itself.
import type {} from 'rove-widgets/jsx-react';

export const misspelled = (
  // @ts-expect-error -- `nod` is not an attribute of <rove-love> (`nid` is).
  <rove-love nod={1203} product-title="Oak Sofa" />
);

export const wrongNumber = (
  // @ts-expect-error -- `nid` is a number, not an object.
  <rove-love nid={{ id: 1203 }} product-title="Oak Sofa" />
);

export const wrongString = (
  // @ts-expect-error -- `product-title` is a string, not a number.
  <rove-love nid={1203} product-title={1203} />
);

// A misspelled attribute WITH a dash (`product-tilte`) cannot be rejected: TypeScript accepts
// any dashed name on any JSX element, as HTML's data-* and aria-* need.
