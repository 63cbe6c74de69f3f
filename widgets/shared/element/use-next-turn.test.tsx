// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { flushRenderer } from '../../../tests/helpers/flush-render';
import { useNextTurn } from './use-next-turn';

function View({ wait = true }: { wait?: boolean }) {
  return <p>{useNextTurn(wait) ? 'the whole view' : 'the first frame'}</p>;
}

const text = () => document.querySelector('p')?.textContent;

/** Resolves once `check` holds, a task at a time (the turn is a task; the render follows it). */
async function until(check: () => boolean): Promise<void> {
  const deadline = performance.now() + 5000;
  while (!check() && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 1));
}

describe('useNextTurn', () => {
  const { show } = flushRenderer();

  it('shows the first frame in the first render and the whole view from the next turn', async () => {
    show(<View />);
    expect(text()).toBe('the first frame');
    await until(() => text() === 'the whole view');
    expect(text()).toBe('the whole view');
  });

  it('renders the whole view at once when told not to wait', () => {
    show(<View wait={false} />);
    expect(text()).toBe('the whole view');
  });
});
