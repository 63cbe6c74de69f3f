/*
 * Where the fetch of steps 2–5's chunk stands (useLaterSteps.ts): the views once they arrived,
 * or a failure the shopper may retry (a retry clears it, and the hook asks again).
 */

export interface LaterStepsLoad<V> {
  readonly views: V | null;
  readonly failed: boolean;
}

export type LaterStepsLoadEvent<V> =
  | { readonly type: 'arrived'; readonly views: V }
  | { readonly type: 'failed' }
  | { readonly type: 'retried' };

/**
 * @example laterStepsLoadReducer({ views: null, failed: false }, { type: 'failed' }).failed // true
 * @example laterStepsLoadReducer({ views: null, failed: true }, { type: 'retried' }).failed // false
 */
export function laterStepsLoadReducer<V>(
  state: LaterStepsLoad<V>,
  event: LaterStepsLoadEvent<V>,
): LaterStepsLoad<V> {
  switch (event.type) {
    case 'arrived':
      return { views: event.views, failed: false };
    case 'failed':
      return { ...state, failed: true };
    case 'retried':
      return { ...state, failed: false };
  }
}
