import { describe, expect, it, vi } from 'vitest';
import { appearanceFrom } from './stripe-appearance';

function style(tokens: Record<string, string>, color = 'rgb(29, 29, 27)') {
  return {
    color,
    fontFamily: 'system-ui, sans-serif',
    getPropertyValue: (name: string) => tokens[name] ?? '',
  };
}

const same = (colour: string) => colour;

describe('appearanceFrom', () => {
  it("passes a host's dark theme to Stripe's frame", () => {
    const appearance = appearanceFrom(
      style(
        { '--rove-surface': ' #1d1d1b', '--rove-accent': '#f1efe9', '--rove-error': '#ff8a80' },
        'rgb(241, 239, 233)',
      ),
      same,
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
    expect(appearanceFrom(style({}), same).variables).toMatchObject({
      colorBackground: '#fff',
      colorPrimary: '#1d1d1b',
      colorDanger: '#b3261e',
    });
  });

  it('hands every colour, and only colours, to the Stripe notation', () => {
    const toStripeColour = vi.fn((colour: string) => `stripe(${colour})`);
    const appearance = appearanceFrom(
      style(
        { '--rove-surface': 'oklch(20% 0 0)', '--rove-accent': 'hsl(45 20% 93%)' },
        'oklch(95% 0 0)',
      ),
      toStripeColour,
    );
    expect(appearance.variables).toEqual({
      colorText: 'stripe(oklch(95% 0 0))',
      colorBackground: 'stripe(oklch(20% 0 0))',
      colorPrimary: 'stripe(hsl(45 20% 93%))',
      colorDanger: 'stripe(#b3261e)',
      fontFamily: 'system-ui, sans-serif',
    });
  });
});
