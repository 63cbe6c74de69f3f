import { describe, expect, it } from 'vitest';
import { firstOutcome } from './first-outcome.logic';

type Terms = { phase: 'loading' | 'failed' } | { phase: 'ready'; html: string };

describe('a vendor part that loads once', () => {
  it('takes the first outcome', () => {
    const ready: Terms = { phase: 'ready', html: '<p>Covered</p>' };
    expect(firstOutcome<Terms>({ phase: 'loading' }, ready)).toBe(ready);
    expect(firstOutcome<Terms>({ phase: 'loading' }, { phase: 'failed' })).toEqual({
      phase: 'failed',
    });
  });

  it('keeps it: a later answer changes nothing', () => {
    const failed: Terms = { phase: 'failed' };
    expect(firstOutcome<Terms>(failed, { phase: 'ready', html: '<p>late</p>' })).toBe(failed);
  });
});
