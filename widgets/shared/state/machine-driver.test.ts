import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../core/store';
import { driveMachine } from './machine-driver';

interface Step {
  readonly count: number;
  readonly effects: readonly string[];
}
type Event = { type: 'add' } | { type: 'ignored' };

const reducer = (step: Step, event: Event): Step =>
  event.type === 'add' ? { count: step.count + 1, effects: [`saw ${step.count + 1}`] } : step;

function setUp() {
  const store = createStore(reducer, { count: 0, effects: [] });
  const effects = { run: vi.fn(), halt: vi.fn(), resume: vi.fn() };
  return { store, effects, driver: driveMachine(store, effects) };
}

describe('driveMachine', () => {
  it('applies an event and runs the effects of the step it produced', () => {
    const { store, effects, driver } = setUp();
    driver.send({ type: 'add' });
    expect(store.getState().count).toBe(1);
    expect(effects.run).toHaveBeenCalledWith('saw 1');
  });

  it('runs nothing again for an event the reducer ignores', () => {
    const { effects, driver } = setUp();
    driver.send({ type: 'add' });
    driver.send({ type: 'ignored' });
    expect(effects.run).toHaveBeenCalledTimes(1);
  });

  it('ignores events after stop, halts the adapters, and listens again after resume', () => {
    const { store, effects, driver } = setUp();
    driver.stop();
    expect(effects.halt).toHaveBeenCalledTimes(1);
    driver.send({ type: 'add' });
    expect(store.getState().count).toBe(0);
    driver.resume();
    expect(effects.resume).toHaveBeenCalledTimes(1);
    driver.send({ type: 'add' });
    expect(store.getState().count).toBe(1);
  });
});
