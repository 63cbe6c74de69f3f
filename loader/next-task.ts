/**
 * A function that runs `run` in a task of its own when called, once: it posts a message. Not a
 * timer: a test's paused clock holds timers, and nested ones are clamped to 4 ms.
 *
 * The function is the message port's own `postMessage`, so an event listener made of it runs
 * none of our code in the event's task (see after-first-paint.ts for why that matters).
 */
export function taskPoster(run: () => void): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  return channel.port2.postMessage.bind(channel.port2, 0, {});
}

/** Runs `run` in a task of its own, through a posted message ({@link taskPoster}). */
export function inNextTask(run: () => void): void {
  taskPoster(run)();
}
