import { describe, expect, it } from 'vitest';
import { appearanceFrom } from './stripe-appearance';

function style(tokens: Record<string, string>, color = 'rgb(29, 29, 27)') {
  return {
    color,
    fontFamily: 'system-ui, sans-serif',
    getPropertyValue: (name: string) => tokens[name] ?? '',
  };
}

describe('appearanceFrom', () => {
  it("passes a host's dark theme to Stripe's frame", () => {
    const appearance = appearanceFrom(
      style(
        { '--rove-surface': ' #1d1d1b', '--rove-accent': '#f1efe9', '--rove-error': '#ff8a80' },
        'rgb(241, 239, 233)',
      ),
    );
    expect(appearance.variables).toEqual({
      colorText: 'rgb(241, 239, 233)',
      colorBackground: '#1d1d1b',
      colorPrimary: '#f1efe9',
      colorDanger: '#ff8a80',
      fontFamily: 'system-ui, sans-serif',
    });
  });

  it('falls back to the tokens’ defaults where the host set none', () => {
    expect(appearanceFrom(style({})).variables).toMatchObject({
      colorBackground: '#fff',
      colorPrimary: '#1d1d1b',
      colorDanger: '#b3261e',
    });
  });
});
