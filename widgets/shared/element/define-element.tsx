import { createElement, type ComponentType, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { adoptStyles } from '../../../core/adopt-styles';
import { upgradeEarlyProperties } from './early-property';
import { ErrorBoundary } from './ErrorBoundary';
import './reserve-boxes';
import { enqueueUpgrade, renderInTurn } from './upgrade-queue';

type AttributeType = 'string' | 'number' | 'boolean';

/** What every Rove view receives besides its attributes: the element it renders into. */
export interface ElementProps {
  container?: HTMLElement;
  /**
   * Puts the server's content (kept aside at the upgrade) back in place of the view, after the
   * view's current render has been committed: for a view with nothing better to show (its
   * settings missing) and for the error boundary. The same function for the element's life.
   */
  restoreFallback?: () => void;
  /**
   * The server's content kept aside at the upgrade (none when the view hydrated the server's
   * own rendering): for a view that starts from it (the gallery's first picture) or shows it
   * again while it waits (checkout). Read when needed: a page script may still add to it.
   */
  serverNodes?: () => readonly Node[];
}

/** What the element keeps for its view: the server's nodes, set aside at the upgrade. */
export interface KeptFallback {
  roveFallback?: Node[];
}

export interface RoveElementOptions<Props> {
  /** camelCase prop → attribute type; the attribute is its kebab-case form. */
  props: Partial<
    Record<Exclude<keyof Props & string, 'container' | 'restoreFallback'>, AttributeType>
  >;
  /** Stylesheets by id (the widget's own .css as text, plus shared ones such as the modal's);
   * each id is adopted once per document. */
  styles: Readonly<Record<string, string>>;
  /**
   * When the element's content is the view's own first render, printed by a server (the
   * results page's server-render.tsx): how to start the view over it (hydrate-printed.ts) —
   * kept and made interactive instead of set aside as the fallback and rendered anew. Null:
   * render anew. Asked once, at the first connect. The hydrating code stays in the chunks of
   * the elements that use it.
   */
  hydrate?: (element: HTMLElement) => ((view: ReactElement) => Root) | null;
}

/**
 * Attribute text → prop value. Booleans follow HTML: present means true, whatever the text
 * (`compact`, `compact=""`, even `compact="false"`), and removing the attribute means false.
 */
const PARSE: Record<AttributeType, (text: string) => unknown> = {
  string: (text) => text,
  number: parseFloat,
  boolean: () => true,
};

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * Builds a Rove custom element class from a view that replaces the element's content: light DOM
 * (so Stripe, tag managers and the host's CSS all reach it), typed kebab-case attributes and
 * properties that re-render, an error boundary that restores the server's fallback content (its
 * own nodes, kept aside), styles adopted once, and properties a page set before the element was
 * defined applied on connect (early-property.ts, as PlainElement does). It renders once
 * connected (after saving the server's fallback) and unmounts when removed.
 *
 * An element that enhances the server's markup in place instead (the header, the listings, the
 * plain-DOM elements) is a PlainElement (plain-element.ts), its React parts rendered with
 * view-in-place.tsx. Why two classes and not one: docs/decisions/0059.
 *
 * Our own ~40 lines rather than @r2wc/core: the same contract for what we use (no shadow
 * root, no json/function props, no events) at a third of its bytes on every page.
 *
 * @example customElements.define('rove-love', createRoveElement('rove-love', Love, { props: { nid: 'number' }, styles }));
 */
export function createRoveElement<Props extends ElementProps>(
  tag: string,
  View: ComponentType<Props>,
  options: RoveElementOptions<Props>,
): CustomElementConstructor {
  function Contained(props: Props) {
    return (
      <ErrorBoundary tag={tag} onFailure={props.restoreFallback}>
        <View {...props} />
      </ErrorBoundary>
    );
  }

  const types = options.props as Record<string, AttributeType>;
  const names = Object.keys(types);
  const propOf: Record<string, string> = {};
  for (const name of names) propOf[kebab(name)] = name;

  // The fields below that start undefined are declared, not initialised: each initialiser
  // would be bytes on every page, for nothing.
  class RoveElement extends HTMLElement implements KeptFallback {
    static observedAttributes = Object.keys(propOf);
    declare roveFallback?: Node[];
    /** The view's props: the attributes' values, properties set in code, and the element. */
    roveProps: Record<string, unknown> = {
      container: this,
      restoreFallback: () =>
        // After the empty render has been committed into the element.
        queueMicrotask(() => this.replaceChildren(...(this.roveFallback ?? []))),
      serverNodes: () => this.roveFallback ?? [],
    };
    declare private roveRoot?: Root;
    /** The view has rendered since the last connect (its first render may wait its turn). */
    declare private roveStarted?: boolean;
    declare private roveHydrate?: ((view: ReactElement) => Root) | undefined;

    connectedCallback(): void {
      for (const [id, css] of Object.entries(options.styles))
        adoptStyles(id, css, this.ownerDocument);
      // Through the accessors below, which only store them: the view renders later.
      upgradeEarlyProperties(this, names);
      // An upgrade reports the attributes already there through attributeChangedCallback in
      // browsers, but not in every DOM implementation: read any still missing.
      for (const [attribute, name] of Object.entries(propOf)) {
        const text = this.getAttribute(attribute);
        if (text !== null && !(name in this.roveProps))
          this.roveProps[name] = PARSE[types[name] as AttributeType](text);
      }
      // Many elements of a tag upgrade at once: later ones may wait a task, showing the
      // server's content meanwhile (upgrade-queue.ts) — unless they have left, or started, since.
      renderInTurn(() => {
        if (!this.isConnected || this.roveStarted) return;
        if (!this.roveFallback) {
          this.roveHydrate = options.hydrate?.(this) ?? undefined;
          if (this.roveHydrate) {
            this.roveFallback = [];
          } else {
            // The server's own nodes, taken out rather than copied: a deep copy of a results
            // page's cards cost ~23 ms of a phone's main thread at upgrade (issue 22), and the
            // view renders into an empty element in the same task, so nothing flashes.
            this.roveFallback = [...this.childNodes];
            this.replaceChildren();
          }
        }
        this.roveStarted = true;
        this.roveRender();
      });
    }

    disconnectedCallback(): void {
      this.roveStarted = false;
      this.roveRoot?.unmount();
      this.roveRoot = undefined;
    }

    attributeChangedCallback(attribute: string, _old: string | null, text: string | null): void {
      const name = propOf[attribute] as string;
      const type = types[name] as AttributeType;
      this.roveProps[name] =
        text !== null ? PARSE[type](text) : type === 'boolean' ? false : undefined;
      this.roveRender();
    }

    roveRender(): void {
      if (!this.roveStarted) return;
      const view = createElement(Contained, { ...this.roveProps } as unknown as Props);
      const hydrate = this.roveHydrate;
      if (!this.roveRoot && hydrate) {
        // Once: a later connect (the element moved) renders anew.
        this.roveHydrate = undefined;
        this.roveRoot = hydrate(view);
        return;
      }
      this.roveRoot ??= createRoot(this);
      this.roveRoot.render(view);
    }
  }
  for (const name of names) {
    Object.defineProperty(RoveElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: RoveElement) {
        return this.roveProps[name];
      },
      set(this: RoveElement, value: unknown) {
        this.roveProps[name] = value;
        this.roveRender();
      },
    });
  }
  return RoveElement;
}

/**
 * Defines the element unless some copy of the SDK already did (safe to load twice) — in its turn
 * among the page's definitions (upgrade-queue.ts): defining upgrades and renders every element
 * of the tag at once, so tags take turns and the browser gets the main thread back between
 * them. The definition is the turn, not each element's first render, so `:defined` (which a
 * page's stylesheet uses to hold the upgraded box) turns true only as the element renders.
 *
 * @example defineOnce('rove-love', () => createRoveElement('rove-love', Love, options));
 */
export function defineOnce(tag: string, create: () => CustomElementConstructor): void {
  enqueueUpgrade(() => {
    if (!customElements.get(tag)) customElements.define(tag, create());
  });
}
