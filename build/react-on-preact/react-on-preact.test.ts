// @vitest-environment happy-dom
import type { ComponentChildren } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement as h, useState, useSyncExternalStore } from './react';
import { createPortal, createRoot, flushSync, hydrateRoot, type Root } from './react-dom';

let root: Root | null = null;
let container: HTMLElement;

function mount(node: ComponentChildren): HTMLElement {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  flushSync(() => root?.render(node));
  return container;
}

afterEach(() => {
  flushSync(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe("React's meaning of DOM props, on Preact (decision 0089)", () => {
  it("fires a text field's onChange on every input, a checkbox's on change", () => {
    const typed = vi.fn();
    const ticked = vi.fn();
    mount(
      h(
        'div',
        null,
        h('input', { onChange: typed }),
        h('input', { type: 'checkbox', onChange: ticked }),
      ),
    );
    const [text, box] = container.querySelectorAll('input');
    text?.dispatchEvent(new Event('input', { bubbles: true }));
    box?.dispatchEvent(new Event('change', { bubbles: true }));
    expect(typed).toHaveBeenCalledTimes(1);
    expect(ticked).toHaveBeenCalledTimes(1);
  });

  it('lets focus and blur bubble to a parent, as React does', () => {
    const focused = vi.fn();
    const blurred = vi.fn();
    mount(h('div', { onFocus: focused, onBlur: blurred }, h('button', null, 'in')));
    const button = container.querySelector('button');
    button?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    button?.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(focused).toHaveBeenCalledTimes(1);
    expect(blurred).toHaveBeenCalledTimes(1);
  });

  it("hears composition events, and gives the handler React's nativeEvent", () => {
    const started = vi.fn((event: { nativeEvent: Event }) => event.nativeEvent.type);
    mount(h('input', { onCompositionStart: started }));
    container.querySelector('input')?.dispatchEvent(new Event('compositionstart'));
    expect(started).toHaveReturnedWith('compositionstart');
  });

  it("writes className as class, and a select's defaultValue chooses its option", () => {
    mount(
      h(
        'select',
        { className: 'rove-control', defaultValue: '2' },
        h('option', { value: '1' }, 'One'),
        h('option', { value: '2' }, 'Two'),
      ),
    );
    const select = container.querySelector('select');
    expect(select?.getAttribute('class')).toBe('rove-control');
    expect(select?.value).toBe('2');
  });

  it("keeps a controlled textarea's value when its parent renders again", () => {
    function Note() {
      const [, setTyped] = useState(0);
      return h('textarea', { value: 'kept', onChange: () => setTyped((count) => count + 1) });
    }
    mount(h(Note, null));
    const area = container.querySelector('textarea') as HTMLTextAreaElement;
    area.value = 'typed';
    flushSync(() => area.dispatchEvent(new Event('input', { bubbles: true })));
    expect(area.value).toBe('kept');
  });
});

describe('roots, flushSync and portals', () => {
  it("clears the container's server markup on a root's first render; hydrateRoot keeps it", () => {
    container = document.createElement('div');
    container.innerHTML = '<p>server</p>';
    document.body.append(container);
    root = createRoot(container);
    flushSync(() => root?.render(h('p', null, 'client')));
    expect(container.innerHTML).toBe('<p>client</p>');

    const served = document.createElement('div');
    served.innerHTML = '<p>same</p>';
    const paragraph = served.firstChild;
    const hydrated = hydrateRoot(served, h('p', null, 'same'));
    expect(served.firstChild).toBe(paragraph);
    flushSync(() => hydrated.unmount());
  });

  it('renders what a state change asked for before flushSync returns', () => {
    let bump = () => {};
    function Counter() {
      const [count, setCount] = useState(0);
      bump = () => setCount((value) => value + 1);
      return h('output', null, String(count));
    }
    mount(h(Counter, null));
    flushSync(() => bump());
    expect(container.textContent).toBe('1');
  });

  it('renders a portal beside what its target holds, and removes only its own nodes', () => {
    const target = document.createElement('section');
    target.innerHTML = '<h2>Server</h2>';
    document.body.append(target);
    let show = (_: boolean) => {};
    function WithPortal() {
      const [open, setOpen] = useState(true);
      show = setOpen;
      return h('div', null, open ? createPortal(h('p', null, 'portal'), target) : null);
    }
    mount(h(WithPortal, null));
    expect(target.innerHTML).toBe('<h2>Server</h2><p>portal</p>');
    flushSync(() => show(false));
    expect(target.innerHTML).toBe('<h2>Server</h2>');
  });

  it('reads an external store again when it announces a change', async () => {
    let value = 1;
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    function Reader() {
      return h('output', null, String(useSyncExternalStore(subscribe, () => value)));
    }
    mount(h(Reader, null));
    expect(container.textContent).toBe('1');
    // It subscribes in an effect, after the paint.
    await vi.waitFor(() => expect(listeners.size).toBe(1));
    value = 2;
    flushSync(() => listeners.forEach((listener) => listener()));
    expect(container.textContent).toBe('2');
  });
});
