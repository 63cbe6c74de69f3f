import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../../../core/log';
import { affirmProgramme } from './affirm-programme';

describe('affirmProgramme', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    resetLogOnce();
  });

  it('reads the programme the settings name, and the default without one', () => {
    expect(affirmProgramme({ publicKey: 'ABCDEF123', programme: 'zero_percent' })).toBe(
      'zero_percent',
    );
    expect(affirmProgramme({ publicKey: 'ABCDEF123' })).toBe('standard_3_6_12');
    expect(affirmProgramme(undefined)).toBe('standard_3_6_12');
  });

  it('falls back to the default with one [rove] line when the settings are malformed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(affirmProgramme({ programme: 'interest_free' })).toBe('standard_3_6_12');
    expect(affirmProgramme('zero_percent')).toBe('standard_3_6_12');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[rove\] affirm settings invalid/);
  });
});
