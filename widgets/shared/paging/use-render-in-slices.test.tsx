// @vitest-environment happy-dom
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { flushRenderer } from '../../../tests/helpers/flush-render';
import { SLICE_ITEMS, useRenderInSlices } from './use-render-in-slices';

/** A list of `total` items named by `listKey`, as a results view renders it. */
function List({ total, listKey }: { total: number; listKey: number }) {
  const shown = useRenderInSlices(total, listKey);
  useLayoutEffect(() => {
    if (committed.at(-1) !== shown) committed.push(shown);
  });
  return (
    <ul>
      {Array.from({ length: shown }, (_, index) => (
        <li key={index}>{index}</li>
      ))}
    </ul>
  );
}

/** The item counts the list committed, in order. */
const committed: number[] = [];
const items = () => document.querySelectorAll('li').length;

/**
 * The counts committed since the last call, once the list shows all `total` items (each slice
 * is a task, and an effect that preact runs after a frame): waits on that state rather than a
 * number of tasks, which under load was not always enough.
 */
async function settled(total: number): Promise<number[]> {
  const until = performance.now() + 5000;
  while (items() < total && performance.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 1));
  const counts = [...committed];
  committed.length = 0;
  return counts;
}

describe('useRenderInSlices', () => {
  const { show } = flushRenderer();

  it('renders a long list a slice per task, the first slice at once', async () => {
    committed.length = 0;
    show(<List total={20} listKey={1} />);
    expect(items()).toBe(SLICE_ITEMS);
    expect(await settled(20)).toEqual([4, 8, 12, 16, 20]);
  });

  it('renders a short list at once', async () => {
    committed.length = 0;
    show(<List total={3} listKey={1} />);
    expect(items()).toBe(3);
    expect(await settled(3)).toEqual([3]);
  });

  it('adds items of the same list after those shown, and starts a new list from its first slice', async () => {
    committed.length = 0;
    show(<List total={10} listKey={1} />);
    expect(await settled(10)).toEqual([4, 8, 10]);
    expect(items()).toBe(10);
    // Load more: the ten shown stay, the new ones come in slices.
    show(<List total={30} listKey={1} />);
    expect(items()).toBe(10);
    expect(await settled(30)).toEqual([10, 14, 18, 22, 26, 30]);
    // A new search: its first slice only, then the rest.
    show(<List total={30} listKey={2} />);
    expect(items()).toBe(SLICE_ITEMS);
    expect(await settled(30)).toEqual([4, 8, 12, 16, 20, 24, 28, 30]);
  });
});
