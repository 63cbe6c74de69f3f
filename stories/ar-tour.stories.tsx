import type { Meta, StoryObj } from '@storybook/react-vite';
import type React from 'react';
import { useLayoutEffect, useRef } from 'react';
import { localStore } from '../core/storage/key-value';
import { seenKey } from '../widgets/ar-tour/ar-tour.logic';
import type { RoveArTour } from '../widgets/ar-tour/ar-tour.element';
import '../widgets/ar-tour/define';

type TourTag = React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> &
  Record<string, unknown>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'rove-ar-tour': TourTag;
    }
  }
}

// The tips as the demo host's planner page writes them (demo-host/templates/planner-page.ts).
const TIPS = [
  ['Draw your room', 'Enter the length and width of your room, then drag the walls to match.'],
  [
    'Place furniture',
    'Pick a piece from the list and drop it on the plan; it keeps its true size.',
  ],
  ['Turn and move', 'Select a piece to rotate it in 15° steps or nudge it with the arrow keys.'],
  ['See it in your room', 'On a phone, tap View in AR to place the piece on your floor.'],
] as const;

interface TourArgs {
  /** The tour was closed before (remembered in localStorage). */
  seen: boolean;
  /** The tip shown when the tour is open (0-based). */
  tip: number;
}

function Tour({ seen, tip }: TourArgs) {
  const ref = useRef<RoveArTour>(null);
  // Before the element upgrades: what the shopper's browser remembers.
  if (seen) localStore().set(seenKey('story'), '1');
  else localStore().remove(seenKey('story'));
  useLayoutEffect(() => {
    if (ref.current) ref.current.tip = tip;
  }, [tip]);
  return (
    <rove-ar-tour
      key={`${seen}`}
      ref={ref}
      tour-id="story"
      label="Planner tips"
      launch-label="Show planner tips"
    >
      <ol>
        {TIPS.map(([title, text]) => (
          <li key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ol>
    </rove-ar-tour>
  );
}

const meta = {
  title: 'Widgets/AR tour',
  component: Tour,
  args: { seen: false, tip: 0 },
  argTypes: { tip: { control: { type: 'range', min: 0, max: 3 } } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Tour>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: the tour opens by itself at the first tip (Previous unavailable). */
export const FirstVisit: Story = {};

/** A middle tip: Previous and Next both offered. */
export const MiddleTip: Story = { args: { tip: 1 } };

/** The last tip: Next becomes Done, which closes the tour and remembers it. */
export const LastTip: Story = { args: { tip: 3 } };

/** The tour was closed before: only the button to see the tips again. */
export const Seen: Story = { args: { seen: true } };

/** A phone: the tour is a bottom sheet. */
export const Phone: Story = {
  args: { tip: 1 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
