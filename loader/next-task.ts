/**
 * Runs `run` in a task of its own, through a posted message. Not a timer: a test's paused clock
 * holds timers, and nested ones are clamped to 4 ms. Posted from an animation frame or a resize
 * observer's callback, the task runs once that frame has painted.
 */
export function inNextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(0);
}
