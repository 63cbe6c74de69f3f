/**
 * How the SDK yields the main thread: `run` goes in a task of its own, posted as a message
 * (MessageChannel, which every browser that runs module scripts has). Not a timer: a page or
 * test that pauses timers (a fake clock) would hold it, and nested timers are clamped to 4 ms
 * after a few calls.
 *
 * One module for the loader and the widgets. loader.js imports no file before the page's first
 * paint, so the build gives it a copy of its own of what it uses (build/loader-own-copy.ts).
 */

/** A port whose message runs `run`, once. */
function portTo(run: () => void): MessagePort {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  return channel.port2;
}

/** Runs `run` in a task of its own. */
export function nextTask(run: () => void): void {
  portTo(run).postMessage(null);
}

/**
 * A function that, called once, runs `run` in a task of its own. It is the message port's own
 * `postMessage`, so an event listener made of it runs none of our code in the event's task
 * (loader/after-first-paint.ts says why that matters).
 */
export function taskPoster(run: () => void): () => void {
  const port = portTo(run);
  return port.postMessage.bind(port, 0, {});
}
