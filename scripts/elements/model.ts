/** What the elements generator knows about one custom element (scripts/elements-manifest.ts). */

export type AttributeType = 'string' | 'number' | 'boolean';

export interface AttributeInfo {
  /** The kebab-case attribute. */
  name: string;
  type: AttributeType;
  /** The property of the same value, when the element has one. */
  fieldName?: string;
  description: string;
  default?: string;
}

export interface ParameterInfo {
  name: string;
  type: string;
  optional: boolean;
}

export type MemberInfo =
  | {
      kind: 'field';
      name: string;
      type: string;
      readonly: boolean;
      /** Undefined until an attribute or code sets it (createRoveElement's properties). */
      optional?: boolean;
      /** The attribute this property mirrors. */
      attribute?: string;
      description: string;
    }
  | {
      kind: 'method';
      name: string;
      parameters: ParameterInfo[];
      returns: string;
      description: string;
    };

export interface EventInfo {
  /** The DOM event's name, as a listener writes it (`rove:love-changed`). */
  name: string;
  /** The detail's type, self-contained (no names private to the sources). */
  detail: string;
  description: string;
  /** A bus event (also on `Rove.on`) or a DOM event of the element only. */
  via: 'bus' | 'dom';
  /** Where it is dispatched: the element (bubbling) or `document`. */
  target: 'element' | 'document';
}

export interface CssPropertyInfo {
  name: string;
  default?: string;
  /** What it changes (widgets/shared/styles/design-tokens.ts); '' for a token in no list. */
  description?: string;
}

export interface StateInfo {
  /** The story's export name. */
  exportName: string;
  /** The name Storybook shows. */
  name: string;
  /** Storybook's story id (`widgets-love--anonymous`). */
  id: string;
  /** The stories file, from the repository root. */
  file: string;
}

export interface ElementInfo {
  tag: string;
  /** widgets/<folder> */
  folder: string;
  /** The interface name in types/elements.d.ts (`RoveLoveElement`). */
  typeName: string;
  /** The README heading's words after the tag, e.g. 'wishlist toggle'. */
  summary: string;
  /** The README's first paragraph. */
  description: string;
  attributes: AttributeInfo[];
  members: MemberInfo[];
  events: EventInfo[];
  cssProperties: CssPropertyInfo[];
  cssParts: string[];
  states: StateInfo[];
}
