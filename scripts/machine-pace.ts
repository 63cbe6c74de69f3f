/**
 * How fast the machine is today and how busy its CPUs were during a stage. The stage table
 * reports both, so a slow run on a slow day can be told from a suite that got slower: the same
 * 2-CPU machine ran the unit stage in 1:42 one day and 3:16 another, on the same tree
 * (docs/decisions/0080).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const REFERENCE_BYTES = 256 * 2 ** 20;

/**
 * Milliseconds to hash 256 MiB with SHA-256 on one CPU, the best of three: a fixed piece of
 * work whose time follows the CPU's speed today (best of three, so a passing blip is not it).
 */
export function referencePace(): number {
  const block = Buffer.alloc(2 ** 20, 1);
  let best = Infinity;
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    const hash = createHash('sha256');
    for (let done = 0; done < REFERENCE_BYTES; done += block.length) hash.update(block);
    hash.digest();
    best = Math.min(best, performance.now() - started);
  }
  return Math.round(best);
}

/** The machine's CPU time so far, busy and in all, in clock ticks (Linux); undefined elsewhere. */
export interface CpuSample {
  busy: number;
  total: number;
}

export function cpuSample(): CpuSample | undefined {
  try {
    return cpuSampleOf(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

/** The sample in /proc/stat's text: its first line sums all CPUs. */
export function cpuSampleOf(procStat: string): CpuSample | undefined {
  const [label, ...fields] = (procStat.split('\n')[0] ?? '').trim().split(/\s+/);
  // cpu user nice system idle iowait irq softirq steal …: idle and iowait are the CPUs' rest.
  const ticks = fields.map(Number);
  if (label !== 'cpu' || ticks.length < 5 || ticks.some((tick) => !Number.isInteger(tick)))
    return undefined;
  const total = ticks.reduce((sum, tick) => sum + tick, 0);
  const rest = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - rest, total };
}

/** The share of all CPUs' time that was busy between two samples, as a whole percentage. */
export function busyPercent(from?: CpuSample, to?: CpuSample): number | undefined {
  if (!from || !to || to.total <= from.total) return undefined;
  return Math.round((100 * (to.busy - from.busy)) / (to.total - from.total));
}
