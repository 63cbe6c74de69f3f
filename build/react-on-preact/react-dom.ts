/**
 * What the views import as `react-dom` and `react-dom/client` in the production build
 * (build/aliases.ts; why: ./react.ts): roots, flushSync and portals, as preact/compat 10.29
 * writes them (compat/src/index.js, portals.js, client.mjs).
 *
 * Adapted from preact/compat (MIT License, Copyright (c) 2015-present Jason Miller).
 */
import './react';
import { Component, createElement, hydrate, options, render, type ComponentChildren } from 'preact';

/** Preact's mangled internals, as preact/compat's own build reads them. */
interface Internal {
  /** the vnode's or container's children */
  __k?: unknown;
  /** the vnode's parent */
  __?: Internal | null;
  /** the root's mask */
  __m?: unknown;
}

/** React clears a root's container before its first render (preact/compat's render). */
function renderInto(children: ComponentChildren, container: Element): void {
  if ((container as Element & Internal).__k == null) container.textContent = '';
  render(children, container);
}

export interface Root {
  render(children: ComponentChildren): void;
  unmount(): void;
}

export function createRoot(container: Element): Root {
  return {
    render: (children) => renderInto(children, container),
    unmount: () => {
      if ((container as Element & Internal).__k) render(null, container);
    },
  };
}

export function hydrateRoot(container: Element, children: ComponentChildren): Root {
  hydrate(children, container);
  return createRoot(container);
}

/** Runs `callback`, then renders what it changed before returning, as React's flushSync does. */
export function flushSync<R>(callback: () => R): R {
  const previous = options.debounceRendering;
  let flush: (() => void) | undefined;
  options.debounceRendering = (rerender) => (flush = rerender);
  try {
    const result = callback();
    flush?.();
    return result;
  } finally {
    options.debounceRendering = previous;
  }
}

/** Passes the portal's context on to what it renders elsewhere. */
function ContextProvider(
  this: Component,
  props: { context: object; children?: ComponentChildren },
) {
  this.getChildContext = () => props.context;
  return props.children;
}

interface PortalProps {
  vnode: ComponentChildren;
  container: Element;
}

/**
 * Renders its children into another element, beside what that element already holds: a stand-in
 * parent inserts and removes only the portal's own nodes (preact/compat's Portal).
 */
function Portal(
  this: Component<PortalProps> & { target?: Element | null; parent?: object | null },
  props: PortalProps,
) {
  const container = props.container;
  this.componentWillUnmount = () => {
    render(null, this.parent as never);
    this.parent = null;
    this.target = null;
  };
  if (this.target && this.target !== container) this.componentWillUnmount();
  if (!this.parent) {
    let root = (this as unknown as { __v: Internal }).__v;
    while (root && !root.__m && root.__) root = root.__;
    this.target = container;
    const childNodes: Node[] = [];
    this.parent = {
      nodeType: 1,
      parentNode: container,
      childNodes,
      __k: { __m: root?.__m },
      contains: () => true,
      namespaceURI: container.namespaceURI,
      insertBefore(child: Node, before: Node | null) {
        childNodes.push(child);
        container.insertBefore(child, before);
      },
      removeChild(child: Node) {
        childNodes.splice(childNodes.indexOf(child) >>> 1, 1);
        container.removeChild(child);
      },
    };
  }
  render(
    createElement(ContextProvider, { context: this.context }, props.vnode),
    this.parent as never,
  );
  return null;
}

export function createPortal(vnode: ComponentChildren, container: Element) {
  return createElement(Portal as never, { vnode, container });
}
