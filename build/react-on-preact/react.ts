/**
 * What the views import as `react` in the production build (build/aliases.ts): Preact's core
 * and hooks, and the few React behaviours the views rely on — instead of preact/compat, whose
 * Suspense, SuspenseList, Children, memo, forwardRef, class-lifecycle aliases and React
 * internals every page downloaded without a view using them (issue 65, docs/decisions/0089).
 * The React names the views do not import are left out on purpose: a view that starts using
 * one fails the production build (a missing export), not a shopper.
 *
 * The DOM props are given React's meaning as preact/compat 10.29 gives it (compat/src/render.js):
 * `onChange` on a text field is its `input` event; `onFocus`/`onBlur` bubble (`focusin`/
 * `focusout`); composition, animation, transition and touch handlers keep their lower-case
 * event names; `className` is `class`; `defaultValue` (a select's too) and a textarea's `value`
 * behave as in React.
 *
 * Adapted from preact/compat (MIT License, Copyright (c) 2015-present Jason Miller).
 */
import { options, toChildArray, type VNode } from 'preact';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';

export { Component, createElement, Fragment } from 'preact';
export {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/hooks';

type Props = Record<string, unknown>;

/** Input types whose `change` event is React's onChange too (not their `input` event). */
const CHANGE_INPUT_TYPES = /fil|che|rad/;
/** Handlers whose event names are all lower case (Preact keeps a name it cannot find as written). */
const LOWER_CASE_EVENTS = /^on(Ani|Tra|Tou|BeforeInp|Compo)/;

function reactDomProps(type: string, props: Props): Props {
  const normalized: Props = {};
  for (const key in props) {
    let name = key;
    let value = props[key];
    if (name === 'class' || name === 'className') continue;
    if (name === 'value' && 'defaultValue' in props && value == null) continue;
    if (name === 'defaultValue' && 'value' in props && props['value'] == null) name = 'value';
    const lower = name.toLowerCase();
    if (lower.startsWith('on')) {
      if (
        lower === 'onchange' &&
        (type === 'input' || type === 'textarea') &&
        !CHANGE_INPUT_TYPES.test(String(props['type']))
      )
        name = 'oninput';
      else if (lower === 'onfocus') name = 'onfocusin';
      else if (lower === 'onblur') name = 'onfocusout';
      else if (LOWER_CASE_EVENTS.test(name)) name = lower;
      // Two input handlers (onInput and a text field's onChange) both run.
      if (name.toLowerCase() === 'oninput')
        name = normalized['oninput'] ? 'oninputCapture' : 'oninput';
    } else if (value === null) value = undefined;
    normalized[name] = value;
  }
  // A select's defaultValue marks its option, as React does on the first render.
  if (type === 'select' && normalized['defaultValue'] != null) {
    const chosen = normalized['defaultValue'];
    for (const option of toChildArray(props['children'] as never) as VNode<Props>[])
      if (option.props) option.props['selected'] = option.props['value'] == chosen;
    delete normalized['defaultValue'];
  }
  const className = props['className'] ?? props['class'];
  if (className) normalized['class'] = className;
  return normalized;
}

const previousVNode = options.vnode;
options.vnode = (vnode) => {
  if (typeof vnode.type === 'string')
    vnode.props = reactDomProps(vnode.type, vnode.props as Props) as never;
  previousVNode?.(vnode);
};

// A controlled textarea shows its value after every render, as React's does. `__e` is the
// vnode's DOM node in Preact's (mangled) internals, as preact/compat reads it.
const previousDiffed = options.diffed;
options.diffed = (vnode) => {
  previousDiffed?.(vnode);
  const dom = (vnode as VNode & { __e?: HTMLTextAreaElement }).__e;
  const props = vnode.props as Props;
  if (dom && vnode.type === 'textarea' && 'value' in props && props['value'] !== dom.value)
    dom.value = props['value'] == null ? '' : String(props['value']);
};

// React's event object has `nativeEvent` (the search box reads `isComposing` there).
const previousEvent = options.event;
options.event = (event) => {
  const given = previousEvent ? previousEvent(event) : event;
  return Object.assign(given, { nativeEvent: given });
};

/**
 * React's useSyncExternalStore, as preact/compat writes it: the snapshot is read on every
 * render and checked again after layout and on every change the store announces.
 */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
): T {
  const value = getSnapshot();
  const [{ store }, forceUpdate] = useState({ store: { value, getSnapshot } });
  const changed = () => {
    try {
      return !Object.is(store.value, store.getSnapshot());
    } catch {
      return true;
    }
  };
  useLayoutEffect(() => {
    store.value = value;
    store.getSnapshot = getSnapshot;
    if (changed()) forceUpdate({ store });
  }, [subscribe, value, getSnapshot]);
  useEffect(() => {
    if (changed()) forceUpdate({ store });
    return subscribe(() => changed() && forceUpdate({ store }));
  }, [subscribe]);
  return value;
}
