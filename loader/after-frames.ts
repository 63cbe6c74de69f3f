/**
 * Runs `run` once `frames` frames have been rendered, each time in a task of its own: an
 * intersection observer's first report, which engines deliver in a task they post from a frame's
 * rendering steps — after that frame, never inside its task, where animation frames and resize
 * observers run. Lighthouse's simulation makes a task that calls into a script wait for that
 * script's download: a callback of ours inside a frame before the page's largest paint made that
 * frame's layout and paint wait for loader.js (docs/decisions/0001). Not a timer or an animation
 * frame: a test's paused clock holds those, not the frames themselves. (Every engine that runs
 * this file's optional chaining has IntersectionObserver.)
 */
export function afterFrames(
  frames: number,
  run: () => void,
  win: Pick<typeof globalThis, 'IntersectionObserver' | 'document'> = window,
): void {
  const observer = new win.IntersectionObserver(() => {
    observer.disconnect();
    if (frames > 1) afterFrames(frames - 1, run, win);
    else run();
  });
  observer.observe(win.document.documentElement);
}
