/**
 * What a host script's MutationObserver sees: after each batch of DOM changes `judge` looks at
 * the page as it is then, and every answer that is not null is kept. For tests that prove no
 * state in between showed what it must not (docs/decisions/0057: a Continue button back before
 * the step it opens, a loading note beside the content it stands for).
 *
 * @example const watch = watchDomStates(() => (tooEarly() ? 'Continue back, step not open' : null)); …; expect(watch.stop()).toEqual([]);
 */
export function watchDomStates(judge: () => string | null): { stop(): string[] } {
  const seen: string[] = [];
  const look = () => {
    const state = judge();
    if (state !== null) seen.push(state);
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  return {
    stop() {
      if (observer.takeRecords().length > 0) look();
      observer.disconnect();
      return seen;
    },
  };
}
