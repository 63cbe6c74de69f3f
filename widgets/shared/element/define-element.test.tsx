// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../../core/log';
import { createRoveElement, defineOnce, type ElementProps } from './define-element';
import { hydratePrinted } from './hydrate-printed';
import { flushUpgrades } from './upgrade-queue';
import { manualTasks } from '../../../tests/helpers/manual-tasks';

afterEach(() => {
  document.body.innerHTML = '';
  resetLogOnce();
});

function Greeting({ name }: ElementProps & { name?: string }) {
  return <p className="greeting">Hello {name ?? 'nobody'}</p>;
}

function Broken(_props: ElementProps): never {
  throw new Error('view bug');
}

/** A view whose markup a server printed: `Clicked <!-- -->0` is React's text for two values. */
function Counter(_props: ElementProps) {
  const [count, setCount] = useState(0);
  if (count > 1) throw new Error('counter bug');
  return (
    <button type="button" className="count" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}
const PRINTED_COUNTER = '<button type="button" class="count">Clicked <!-- -->0</button>';

/**
 * A hydrated counter on the page whose fallback copy runs in idle slices the test hands out
 * (`idle`), each slice running out of time after one node.
 */
function counterCopiedInSlices(tag: string) {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += 10));
  defineOnce(tag, () =>
    createRoveElement(tag, Counter, { props: {}, styles: {}, hydrate: hydratePrinted }),
  );
  const element = document.createElement(tag) as HTMLElement & { roveFallback?: Node[] };
  element.innerHTML = `${PRINTED_COUNTER}<p>Kept <em>as <b>printed</b></em></p>`;
  document.body.append(element);
  flushUpgrades();
  return { element, idle };
}

describe('createRoveElement', () => {
  it('renders into the light DOM from kebab-case attributes', async () => {
    defineOnce('x-greeting-a', () =>
      createRoveElement('x-greeting-a', Greeting, { props: { name: 'string' }, styles: {} }),
    );
    document.body.innerHTML = '<x-greeting-a name="Ana"></x-greeting-a>';
    await vi.waitFor(() =>
      expect(document.querySelector('x-greeting-a p')?.textContent).toBe('Hello Ana'),
    );
    expect(document.querySelector('x-greeting-a')?.shadowRoot).toBeNull();
  });

  it('reads a boolean attribute as HTML does: present means true, removed means false', async () => {
    function Flag({ compact }: ElementProps & { compact?: boolean }) {
      return <p className="flag">{compact === undefined ? 'unset' : String(compact)}</p>;
    }
    defineOnce('x-flag-a', () =>
      createRoveElement('x-flag-a', Flag, { props: { compact: 'boolean' }, styles: {} }),
    );
    document.body.innerHTML =
      '<x-flag-a id="bare" compact></x-flag-a><x-flag-a id="false" compact="false"></x-flag-a><x-flag-a id="none"></x-flag-a>';
    const text = (id: string) => document.querySelector(`#${id} .flag`)?.textContent;
    await vi.waitFor(() =>
      expect([text('bare'), text('false'), text('none')]).toEqual(['true', 'true', 'unset']),
    );
    document.getElementById('bare')?.removeAttribute('compact');
    await vi.waitFor(() => expect(text('bare')).toBe('false'));
  });

  it('applies a property a page set before the element was defined', async () => {
    const early = document.createElement('x-greeting-b') as HTMLElement & { name?: string };
    early.name = 'Early';
    document.body.append(early);
    defineOnce('x-greeting-b', () =>
      createRoveElement('x-greeting-b', Greeting, { props: { name: 'string' }, styles: {} }),
    );
    await vi.waitFor(() => expect(early.querySelector('p')?.textContent).toBe('Hello Early'));
  });

  it('contains a failing view: the server fallback comes back, [rove] logged once, the page goes on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    defineOnce('x-broken', () => createRoveElement('x-broken', Broken, { props: {}, styles: {} }));
    defineOnce('x-greeting-c', () =>
      createRoveElement('x-greeting-c', Greeting, { props: { name: 'string' }, styles: {} }),
    );
    // Built off-page and inserted whole, as a browser's parser or a template insert does.
    const template = document.createElement('template');
    template.innerHTML =
      '<x-broken><a href="/i-love">Wishlist</a></x-broken><x-broken><a href="/i-love">Wishlist</a></x-broken>' +
      '<x-greeting-c name="Still here"></x-greeting-c>';
    document.body.append(template.content);
    await vi.waitFor(() =>
      expect(document.querySelector('x-greeting-c p')?.textContent).toBe('Hello Still here'),
    );
    await vi.waitFor(() =>
      expect(document.querySelectorAll('x-broken a[href="/i-love"]')).toHaveLength(2),
    );
    const roveLines = error.mock.calls.filter((call) =>
      String(call[0]).startsWith('[rove] <x-broken> failed'),
    );
    expect(roveLines).toHaveLength(1);
  });

  it('keeps the server’s own nodes aside, untouched, and puts those very nodes back on failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    defineOnce('x-broken-d', () =>
      createRoveElement('x-broken-d', Broken, { props: {}, styles: {} }),
    );
    const element = document.createElement('x-broken-d');
    element.innerHTML = '<p class="server">Server text <a href="/i-love">Wishlist</a></p>';
    const serverNode = element.firstElementChild;
    document.body.append(element);
    await vi.waitFor(() =>
      expect(error.mock.calls.some((call) => String(call[0]).includes('<x-broken-d>'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 0)); // the restore's microtask
    expect(element.firstElementChild).toBe(serverNode);
    expect(element.innerHTML).toBe(
      '<p class="server">Server text <a href="/i-love">Wishlist</a></p>',
    );
  });

  it('hydrates markup a server printed of the view: the very nodes stay, made interactive', async () => {
    defineOnce('x-counter-a', () =>
      createRoveElement('x-counter-a', Counter, {
        props: {},
        styles: {},
        hydrate: (element) => (element.querySelector('.count') ? hydratePrinted(element) : null),
      }),
    );
    const element = document.createElement('x-counter-a');
    element.innerHTML = PRINTED_COUNTER;
    const printed = element.firstElementChild as HTMLButtonElement;
    document.body.append(element);
    flushUpgrades();
    await new Promise((resolve) => setTimeout(resolve, 20));
    printed.click();
    await vi.waitFor(() => expect(printed.textContent).toBe('Clicked 1'));
    expect(element.firstElementChild).toBe(printed);
  });

  it('gives a hydrated view that fails a copy of the printed nodes, taken when the page was idle', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    defineOnce('x-counter-b', () =>
      createRoveElement('x-counter-b', Counter, {
        props: {},
        styles: {},
        hydrate: hydratePrinted,
      }),
    );
    const element = document.createElement('x-counter-b');
    element.innerHTML = PRINTED_COUNTER;
    document.body.append(element);
    flushUpgrades();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const button = () => element.querySelector<HTMLButtonElement>('.count');
    button()?.click();
    await vi.waitFor(() => expect(button()?.textContent).toBe('Clicked 1'));
    button()?.click(); // the view throws
    await vi.waitFor(() => expect(button()?.textContent).toBe('Clicked 0'));
    expect(element.children).toHaveLength(1);
  });

  it('copies the printed nodes a slice at a time: the copy is whole however many slices it took', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { element, idle } = counterCopiedInSlices('x-counter-c');
    let slices = 0;
    while (idle.length > 0) {
      slices += 1;
      (idle.shift() as () => void)();
    }
    expect(slices).toBeGreaterThan(3);
    const copy = document.createElement('div');
    copy.append(...(element.roveFallback ?? []));
    // The hydrated nodes, whole (React keeps its text separator, preact drops it).
    expect(copy.innerHTML).toBe(element.innerHTML);
    expect(copy.textContent).toBe('Clicked 0Kept as printed');
  });

  it('stops copying the printed nodes of an element removed before the copy was done', () => {
    const cloned = vi.spyOn(Node.prototype, 'cloneNode');
    const { element, idle } = counterCopiedInSlices('x-counter-e');
    (idle.shift() as () => void)();
    const copiedBeforeRemoval = cloned.mock.calls.length;
    element.remove();
    while (idle.length > 0) (idle.shift() as () => void)();
    expect(cloned.mock.calls.length).toBe(copiedBeforeRemoval);
    expect(element.roveFallback).toEqual([]);
  });

  it('is safe to define twice (two copies of the SDK)', () => {
    const create = vi.fn(() => createRoveElement('x-twice', Greeting, { props: {}, styles: {} }));
    defineOnce('x-twice', create);
    defineOnce('x-twice', create);
    flushUpgrades();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('defines in a later task, rendering as it defines: :defined never shows an empty box', async () => {
    document.body.innerHTML = '<x-greeting-d name="Later"><p>server</p></x-greeting-d>';
    defineOnce('x-greeting-d', () =>
      createRoveElement('x-greeting-d', Greeting, { props: { name: 'string' }, styles: {} }),
    );
    expect(customElements.get('x-greeting-d')).toBeUndefined();
    await customElements.whenDefined('x-greeting-d');
    await vi.waitFor(() =>
      expect(document.querySelector('x-greeting-d p')?.textContent).toBe('Hello Later'),
    );
  });

  it('renders many elements of a tag a few per task, each showing its server content until its turn', async () => {
    const tasks = manualTasks();
    // The clock moves 2 ms each time it is read: a few renders fit in a stretch of SLICE_MS.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 2));
    document.body.innerHTML = Array.from(
      { length: 12 },
      (_, index) =>
        `<x-greeting-e name="${index}"><a href="/i-love">server ${index}</a></x-greeting-e>`,
    ).join('');
    defineOnce('x-greeting-e', () =>
      createRoveElement('x-greeting-e', Greeting, { props: { name: 'string' }, styles: {} }),
    );
    const waiting = () => document.querySelectorAll('x-greeting-e > a').length;
    tasks.shift()?.(); // the definition's task: the first elements render, the rest wait
    expect(customElements.get('x-greeting-e')).toBeDefined();
    expect(waiting()).toBeGreaterThan(0);
    expect(waiting()).toBeLessThan(11);
    const afterDefinition = waiting();
    tasks.shift()?.(); // the next slice: some more
    expect(waiting()).toBeLessThan(afterDefinition);
    expect(waiting()).toBeGreaterThan(0);
    while (tasks.length > 0) tasks.shift()?.();
    expect(waiting()).toBe(0);
    await vi.waitFor(() => expect(document.querySelectorAll('x-greeting-e p')).toHaveLength(12));
    expect(document.querySelector('x-greeting-e:last-child p')?.textContent).toBe('Hello 11');
  });

  it('does not render an element that left before its turn, and renders it once it is back', async () => {
    defineOnce('x-greeting-f', () =>
      createRoveElement('x-greeting-f', Greeting, { props: { name: 'string' }, styles: {} }),
    );
    flushUpgrades();
    const tasks = manualTasks();
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 10)); // every stretch is over
    const make = (name: string) => {
      const element = document.createElement('x-greeting-f');
      element.setAttribute('name', name);
      element.innerHTML = `<i>${name}</i>`;
      return element;
    };
    // A host inserts two: the first renders at once, the second waits its turn — and leaves.
    const [first, second] = [make('a'), make('b')];
    document.body.append(first);
    document.body.append(second);
    second.remove();
    while (tasks.length > 0) tasks.shift()?.();
    await vi.waitFor(() => expect(first.querySelector('p')?.textContent).toBe('Hello a'));
    expect(second.innerHTML).toBe('<i>b</i>');
    document.body.append(second);
    await vi.waitFor(() => expect(second.querySelector('p')?.textContent).toBe('Hello b'));
    expect(second.querySelector('i')).toBeNull();
  });
});
