import { describe, expect, it } from 'vitest';
import { laterStepsLoadReducer, type LaterStepsLoad } from './later-steps.logic';

const LOADING: LaterStepsLoad<string> = { views: null, failed: false };

describe('laterStepsLoadReducer', () => {
  it('keeps the views that arrived', () => {
    const state = laterStepsLoadReducer(LOADING, { type: 'arrived', views: 'views' });
    expect(state).toEqual({ views: 'views', failed: false });
  });

  it('a failure waits for a retry, which clears it', () => {
    const failed = laterStepsLoadReducer(LOADING, { type: 'failed' });
    expect(failed.failed).toBe(true);
    expect(laterStepsLoadReducer(failed, { type: 'retried' })).toEqual(LOADING);
  });
});
