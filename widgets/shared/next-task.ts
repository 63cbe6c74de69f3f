/**
 * Runs `run` in a new task, through a MessageChannel: unlike setTimeout it is not clamped to
 * 4 ms after a few nested calls, and a page or test that pauses timers (a fake clock) does not
 * hold it back. setTimeout only where there is no MessageChannel. (The loader has its own
 * three-line copy: importing this would cost it a request before the first paint.)
 */
export function nextTask(run: () => void): void {
  if (typeof MessageChannel !== 'function') {
    setTimeout(run, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}
