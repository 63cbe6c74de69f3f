import r2wc, { type R2WCRenderer } from '@r2wc/core';
import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { adoptStyles } from '../../core/adopt-styles';
import { ErrorBoundary } from './ErrorBoundary';

/** r2wc's own flag (a registered symbol): whether the element may render. */
const R2WC_CONNECTED = Symbol.for('r2wc.connected');

type AttributeType = 'string' | 'number' | 'boolean';

/** What every Rove view receives besides its attributes: the element it renders into. */
export interface ElementProps {
  container?: HTMLElement;
}

export interface RoveElementOptions<Props> {
  /** camelCase prop → attribute type; the attribute is its kebab-case form. */
  props: Partial<Record<Exclude<keyof Props & string, 'container'>, AttributeType>>;
  /** Stylesheets by id (the widget's own .css as text, plus shared ones such as the modal's);
   * each id is adopted once per document. */
  styles: Readonly<Record<string, string>>;
}

/**
 * r2wc's React renderer, written with named imports: @r2wc/react-to-web-component does the
 * same through React's default export object, which keeps all of preact/compat in the bundle
 * (measured: about 1 kB brotli more on every page).
 */
function reactRenderer<Props extends object>(): R2WCRenderer<
  Props,
  { root: Root; View: ComponentType<Props> }
> {
  return {
    mount(container, View, props) {
      const root = createRoot(container);
      root.render(createElement(View, props));
      return { root, View };
    },
    update({ root, View }, props) {
      root.render(createElement(View, props));
    },
    unmount({ root }) {
      root.unmount();
    },
  };
}

/**
 * Builds a Rove custom element class from a view: light DOM (r2wc's default, so Stripe,
 * tag managers and the host's CSS all reach it), an error boundary that restores the
 * server's fallback content, styles adopted once, and properties a page set before the
 * element was defined re-applied on connect (r2wc would otherwise ignore them).
 *
 * @example customElements.define('rove-love', createRoveElement('rove-love', Love, { props: { nid: 'number' }, styles }));
 */
export function createRoveElement<Props extends ElementProps>(
  tag: string,
  View: ComponentType<Props>,
  options: RoveElementOptions<Props>,
): CustomElementConstructor {
  function Contained(props: Props) {
    const restoreFallback = () => {
      const element = props.container as (HTMLElement & { roveFallback?: Node[] }) | undefined;
      // After the boundary's empty render has been committed.
      queueMicrotask(() => element?.replaceChildren(...(element.roveFallback ?? [])));
    };
    return (
      <ErrorBoundary tag={tag} onFailure={restoreFallback}>
        <View {...props} />
      </ErrorBoundary>
    );
  }

  const Base = r2wc(
    Contained,
    { props: options.props as Record<string, AttributeType> },
    reactRenderer<Props>(),
  ) as unknown as {
    new (): HTMLElement & { connectedCallback?(): void };
  };
  const propNames = Object.keys(options.props);

  class RoveElement extends Base {
    roveFallback?: Node[];

    constructor() {
      super();
      // r2wc starts out 'connected', so an upgrade renders from attributeChangedCallback before
      // connectedCallback has saved the server's fallback: the saved copy would be our own view.
      // Not connected until connectedCallback runs, so the first render follows the copy.
      (this as unknown as Record<symbol, boolean>)[R2WC_CONNECTED] = false;
    }

    override connectedCallback(): void {
      for (const [id, css] of Object.entries(options.styles))
        adoptStyles(id, css, this.ownerDocument);
      this.roveFallback ??= [...this.childNodes].map((node) => node.cloneNode(true));
      for (const name of propNames) {
        if (Object.hasOwn(this, name)) {
          // An own property shadows r2wc's accessor: move its value through the accessor.
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
      super.connectedCallback?.();
    }
  }
  return RoveElement;
}

/**
 * Defines the element unless some copy of the SDK already did (safe to load twice).
 *
 * @example defineOnce('rove-love', () => createRoveElement('rove-love', Love, options));
 */
export function defineOnce(tag: string, create: () => CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, create());
}
