import { describe, expect, it } from 'vitest';
import { consoleLine, eventMs, meetsGoal, summariseInteraction } from './summary';

const about = { name: 'a swatch', path: '/product/demo-in-stock', width: 390, cpuThrottle: 4 };

describe('summariseInteraction', () => {
  it('takes the median and the worst of the answered runs', () => {
    const result = summariseInteraction(about, [40, 24, 88, 0, 56]);
    expect(result).toEqual({ ...about, runs: 5, unanswered: 0, medianMs: 40, worstMs: 88 });
    expect(meetsGoal(result)).toBe(true);
  });

  it('counts a run without a visible change as unanswered, and fails the goal with it', () => {
    const result = summariseInteraction(about, [20, undefined, 30]);
    expect(result.unanswered).toBe(1);
    expect(result.worstMs).toBe(30);
    expect(meetsGoal(result)).toBe(false);
    expect(consoleLine(result)).toBe(
      '  ✗ a swatch (390 px, 4×): median 20 ms, worst 30 ms, 1 unanswered',
    );
  });

  it('fails the goal over 100 ms, and meets it at 100', () => {
    expect(meetsGoal(summariseInteraction(about, [30, 101]))).toBe(false);
    expect(meetsGoal(summariseInteraction(about, [30, 100]))).toBe(true);
  });

  it('has no figures, and no pass, when no run was answered', () => {
    const result = summariseInteraction(about, [undefined, undefined]);
    expect(result.medianMs).toBeNaN();
    expect(result.worstMs).toBeNaN();
    expect(meetsGoal(result)).toBe(false);
  });
});

describe('eventMs', () => {
  it('shows a run without an event entry as under the 16 ms threshold', () => {
    expect(eventMs(0)).toBe('< 16 ms');
    expect(eventMs(16)).toBe('16 ms');
    expect(eventMs(63.6)).toBe('64 ms');
  });

  it('shows none (NaN, or null from the JSON report) as a dash', () => {
    expect(eventMs(NaN)).toBe('–');
    expect(eventMs(null)).toBe('–');
  });
});
