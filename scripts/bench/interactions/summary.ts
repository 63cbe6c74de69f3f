/**
 * The shopper interactions' figures, from the runs' samples to the report's cells: pure, so the
 * rules (what counts, what "< 16" means, when the goal is met) are unit-tested.
 */
import { median, ms } from '../stats';
import { EVENT_TIMING_THRESHOLD_MS } from './event-timing';

/** Issue 52: every interaction a shopper makes stays at or under 100 ms (INP's "good"). */
export const INTERACTION_GOAL_MS = 100;

/**
 * One run of one interaction: the longest event duration of the interaction in ms, 0 when it
 * had no event entry (faster than Event Timing's 16 ms threshold), undefined when the page
 * showed no change — unanswered, which counts against it, never as fast.
 */
export type InteractionSample = number | undefined;

export interface ShopperInteractionResult {
  name: string;
  /** The page it was measured on, and the viewport's width. */
  path: string;
  width: number;
  cpuThrottle: number;
  runs: number;
  unanswered: number;
  /**
   * Of the answered runs, in ms; 0 is under the 16 ms threshold; NaN (null in the JSON) when no
   * run was answered.
   */
  medianMs: number;
  /** INP-style: the worst answered run. */
  worstMs: number;
}

export function summariseInteraction(
  about: Pick<ShopperInteractionResult, 'name' | 'path' | 'width' | 'cpuThrottle'>,
  samples: readonly InteractionSample[],
): ShopperInteractionResult {
  const answered = samples.filter((sample): sample is number => sample !== undefined);
  return {
    ...about,
    runs: samples.length,
    unanswered: samples.length - answered.length,
    medianMs: median(answered),
    worstMs: answered.length ? Math.max(...answered) : NaN,
  };
}

/** Met: every run answered, and the worst at or under the goal. */
export function meetsGoal(result: ShopperInteractionResult): boolean {
  return (
    result.unanswered === 0 &&
    Number.isFinite(result.worstMs ?? NaN) &&
    result.worstMs <= INTERACTION_GOAL_MS
  );
}

/** An event duration for a cell: "< 16 ms" under the threshold, "–" for none. */
export function eventMs(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '–';
  return value < EVENT_TIMING_THRESHOLD_MS ? `< ${EVENT_TIMING_THRESHOLD_MS} ms` : ms(value);
}

/** One console line per interaction. */
export function consoleLine(result: ShopperInteractionResult): string {
  const unanswered = result.unanswered ? `, ${result.unanswered} unanswered` : '';
  return `  ${meetsGoal(result) ? '✓' : '✗'} ${result.name} (${result.width} px, ${result.cpuThrottle}×): median ${eventMs(result.medianMs)}, worst ${eventMs(result.worstMs)}${unanswered}`;
}
