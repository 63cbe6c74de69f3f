/** The shape of one row of the endpoint × fault matrix (see endpoints.ts). */
import type { Locator, Page } from '@playwright/test';
import type { Fault } from './fault-kinds';

/** A field the shopper typed into before the call; it must hold the same value afterwards. */
export interface TypedField {
  field: (page: Page) => Locator;
  value: string;
}

export interface Endpoint {
  /** Method and path as the specification or the caller names it. */
  name: string;
  /** Seed and section that describe the call (or the caller module when the specification is silent). */
  seed: string;
  /** The demo page that makes the call. */
  page: string;
  /** What to intercept (a glob, a RegExp, or a predicate on the URL). */
  route: string | RegExp | ((url: URL) => boolean);
  method?: 'GET' | 'POST';
  /** State-changing calls must be sent exactly once per user action, whatever the fault. */
  stateChanging: boolean;
  /** Body for the 'wrong shape' fault when the generic one would be valid for this endpoint. */
  wrongShape?: string;
  /** The call is made by loading the page (the trigger is the navigation itself). */
  onLoad?: boolean;
  /** Waits until the widget is ready for the shopper (after every load). */
  ready: (page: Page) => Promise<void>;
  /** Brings the widget to the point of the call, e.g. opens a dialog and types (after each load). */
  setup?: (page: Page) => Promise<void>;
  /** The one user action that makes the call (with onLoad: what must follow the load). */
  trigger?: (page: Page) => Promise<void>;
  /** Asserts the busy state shown while the call is pending (timeout cell, before the deadline). */
  busy?: (page: Page) => Promise<void>;
  /**
   * Asserts the visible outcome of a failed call (the specification's message or the widget's defined
   * state) and returns a few words naming it for the matrix.
   */
  outcome: (page: Page, fault: Fault) => Promise<string>;
  typed?: TypedField[];
  /** Faults after which the typed fields must still hold their values (default: all). */
  keepsTyped?: (fault: Fault) => boolean;
  /** Runs before every load of the page (e.g. to start as a new visitor). */
  beforeLoad?: (page: Page) => Promise<void>;
  /** The element removed in the 'removed' cell. */
  element: string;
  /** Requests per user action when a network error allows core/http/json's two retries (GETs). */
  retried?: boolean;
  /** Requests one action may make at most (a client with its own retry strategy). */
  maxRequests?: number;
  /** Load the page again before every cell (widgets that cannot be re-triggered after a fault). */
  reloadEachCell?: boolean;
  /** Load the page again after these faults only (the widget is done, or keeps the answer). */
  reloadAfter?: readonly Fault[];
  /** The widget's own deadline when it is not core/http/json's 15 s (e.g. trade uploads: 120 s). */
  timeoutMs?: number;
  /**
   * What the 'removed' cell must show instead of "no trace", for a call whose reply must still
   * be acted on once the element left (a charged card's completion records the order).
   */
  removedOutcome?: (page: Page) => Promise<string>;
}

/** An endpoint the matrix lists without driving it, and why. */
export interface UnreachableEndpoint {
  name: string;
  seed: string;
  reason: string;
}

export interface CellResult {
  ok: boolean;
  note: string;
  requests: number;
}

export interface RowResult {
  name: string;
  seed: string;
  page: string;
  stateChanging: boolean;
  cells?: Partial<Record<Fault, CellResult>>;
  unreachable?: string;
  seconds?: number;
}
