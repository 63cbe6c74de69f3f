// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { TrackedEvent } from './events';
import { trackLinkClicks } from './tracked-links';

let stop = () => {};
afterEach(() => {
  stop();
  document.body.replaceChildren();
});

function start(): TrackedEvent[] {
  const tracked: TrackedEvent[] = [];
  stop = trackLinkClicks(document, (event) => tracked.push(event));
  return tracked;
}

describe('trackLinkClicks', () => {
  it('tracks a Get Directions click with the location the link names', () => {
    const tracked = start();
    document.body.innerHTML =
      '<a href="https://maps.example/?q=x" data-rove-directions="Toronto"><span>Get Directions</span></a>';
    document.querySelector('span')!.click();
    expect(tracked).toEqual([{ event: 'directions_click', location: 'Toronto' }]);
  });

  it('ignores a link whose location is empty', () => {
    const tracked = start();
    document.body.innerHTML = '<a href="#" data-rove-directions="  ">Melrose</a>';
    document.querySelector('a')!.click();
    expect(tracked).toEqual([]);
  });

  it('ignores other links and clicks that stop propagation still count', () => {
    const tracked = start();
    document.body.innerHTML =
      '<a href="/sofas">Sofas</a><a href="#" data-rove-directions="Hong Kong">Go</a>';
    document.querySelector<HTMLAnchorElement>('a[href="/sofas"]')!.click();
    const marked = document.querySelector<HTMLAnchorElement>('[data-rove-directions]')!;
    marked.addEventListener('click', (event) => event.stopPropagation());
    marked.click();
    expect(tracked).toEqual([{ event: 'directions_click', location: 'Hong Kong' }]);
  });

  it('stops listening when told', () => {
    const tracked = start();
    stop();
    document.body.innerHTML = '<a href="#" data-rove-directions="Toronto">Go</a>';
    document.querySelector('a')!.click();
    expect(tracked).toEqual([]);
  });
});
