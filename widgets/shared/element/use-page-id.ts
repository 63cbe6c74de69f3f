import { useState } from 'react';

let last = 0;

/**
 * An id unique in the page, for label/aria references. React's and preact's useId are unique
 * per root only, and every Rove element is its own root: two widgets on one page would both
 * get the same id and a label could point at the other widget's field.
 *
 * @example const id = usePageId(); // 'rove-7'
 */
export function usePageId(): string {
  const [id] = useState(() => `rove-${(last += 1).toString(36)}`);
  return id;
}
