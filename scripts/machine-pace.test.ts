import { describe, expect, it } from 'vitest';
import { busyPercent, cpuSampleOf, referencePace } from './machine-pace';

describe('the machine pace the stage table reports', () => {
  it('reads busy and total CPU time from /proc/stat, idle and iowait being the rest', () => {
    const text = 'cpu  100 5 40 800 50 3 2 0 0 0\ncpu0 50 2 20 400 25 1 1 0 0 0\n';
    expect(cpuSampleOf(text)).toEqual({ busy: 150, total: 1000 });
  });

  it('gives no sample for text it does not recognise', () => {
    expect(cpuSampleOf('')).toBeUndefined();
    expect(cpuSampleOf('intr 1 2 3 4 5 6')).toBeUndefined();
    expect(cpuSampleOf('cpu 1 2 x 4 5')).toBeUndefined();
  });

  it('gives the busy share between two samples, none without both or without time between', () => {
    expect(busyPercent({ busy: 100, total: 1000 }, { busy: 550, total: 1500 })).toBe(90);
    expect(busyPercent(undefined, { busy: 1, total: 2 })).toBeUndefined();
    expect(busyPercent({ busy: 1, total: 2 }, { busy: 1, total: 2 })).toBeUndefined();
  });

  it('times a fixed piece of work in whole milliseconds', () => {
    const pace = referencePace();
    expect(Number.isInteger(pace)).toBe(true);
    expect(pace).toBeGreaterThan(0);
  });
});
