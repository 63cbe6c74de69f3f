import { describe, expect, it } from 'vitest';
import {
  initialOnDemand,
  onDemandReducer,
  type OnDemandAction,
  type OnDemandState,
} from './on-demand.logic';

const chunk = { Dialog: 'the dialog' };
type State = OnDemandState<typeof chunk, string>;
const run = (from: State, ...actions: OnDemandAction<typeof chunk, string>[]) =>
  actions.reduce(onDemandReducer<typeof chunk, string>, from);
const start = initialOnDemand<typeof chunk, string>(null);

describe('a view fetched on demand', () => {
  it('opens on a press and shows once its chunk has arrived', () => {
    const pressed = run(start, { type: 'pressed' });
    expect(pressed).toEqual({ open: true, module: null, answer: null });
    expect(run(pressed, { type: 'arrived', module: chunk })).toEqual({
      open: true,
      module: chunk,
      answer: null,
    });
  });

  it('reports itself closed when its chunk cannot arrive, and a later press opens it again', () => {
    const failed = run(start, { type: 'pressed' }, { type: 'failed' });
    expect(failed.open).toBe(false);
    expect(run(failed, { type: 'pressed' }).open).toBe(true);
  });

  it('keeps its chunk after it closed: the next opening needs no fetch', () => {
    const closed = run(
      start,
      { type: 'pressed' },
      { type: 'arrived', module: chunk },
      {
        type: 'closed',
      },
    );
    expect(closed).toEqual({ open: false, module: chunk, answer: null });
    expect(initialOnDemand(chunk).module).toBe(chunk);
  });

  it('closes with its answer, held until the widget takes it', () => {
    const answered = run(start, { type: 'pressed' }, { type: 'answered', answer: '04524' });
    expect(answered).toEqual({ open: false, module: null, answer: '04524' });
    expect(run(answered, { type: 'taken' }).answer).toBeNull();
  });

  it('changes nothing for an event that does not apply', () => {
    expect(run(start, { type: 'closed' })).toBe(start);
    expect(run(start, { type: 'taken' })).toBe(start);
    const open = run(start, { type: 'pressed' });
    expect(run(open, { type: 'pressed' })).toBe(open);
  });
});
