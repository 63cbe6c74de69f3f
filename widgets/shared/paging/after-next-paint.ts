import { nextTask } from '../../../core/next-task';

/**
 * Runs `run` in a task after the page's next paint: a frame's callback comes just before that
 * frame's style, layout and paint, and a task posted from it runs after them. Work a tap starts
 * but does not show at once (a request, the loading of its code, the answer) then stays out of
 * the frame that answers the tap, which is where an interaction's latency ends (INP). Without
 * frames to wait for (a hidden page, a DOM that does not render), a task of its own.
 *
 * @example dispatch({ type: 'more-started' }); afterNextPaint(() => sendTheRequest());
 */
export function afterNextPaint(run: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    nextTask(run);
    return;
  }
  requestAnimationFrame(() => nextTask(run));
}
