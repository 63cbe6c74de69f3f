import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import checkoutCss from '../widgets/checkout/checkout.css?raw';
import placesCss from '../widgets/shared/vendors/places/places.css?raw';
import {
  initialPlacesState,
  type PlaceOption,
  type PlacesState,
} from '../widgets/shared/vendors/places/places-combobox.logic';
import { placeOptionId, PlacesPopup } from '../widgets/shared/vendors/places/PlacesPopup';
import { placesText } from '../widgets/shared/vendors/places/places-text';
import { inCheckoutRoot, withRoveStyles } from './rove-styles';
import { phone360 } from './viewports';

// The address suggestions under checkout's street field (issue 25), in each state. The field
// carries the combobox attributes PlacesCombobox sets on the form's own input.

interface PlacesStoryProps {
  value: string;
  state: PlacesState;
  locale: string;
  onChoose: (index: number) => void;
}

const LISTBOX_ID = 'places-story-listbox';

function StreetWithSuggestions({ value, state, locale, onChoose }: PlacesStoryProps) {
  const shown = state.open && state.status !== 'idle' && state.options.length > 0;
  return (
    // Room below the form, as the rest of the page gives it: the popup hangs over what follows
    // (an overlay, outside the flow: the field's box does not grow with it).
    <div style={{ paddingBlockEnd: '16rem' }}>
      <div className="rove-checkout__form">
        <div className="rove-checkout__field rove-checkout__field--street1">
          <label htmlFor="places-story-street">
            {locale.startsWith('ko') ? '도로명 주소' : 'Street address'}
          </label>
          <input
            className="rove-control"
            id="places-story-street"
            defaultValue={value}
            role="combobox"
            aria-autocomplete="list"
            aria-controls={LISTBOX_ID}
            aria-expanded={shown}
            aria-activedescendant={
              shown && state.active >= 0 ? placeOptionId(LISTBOX_ID, state.active) : undefined
            }
          />
          <div className="rove-places">
            <PlacesPopup
              listboxId={LISTBOX_ID}
              state={state}
              text={placesText(state, locale)}
              onChoose={onChoose}
            />
          </div>
        </div>
        {/* The fields that follow the street in the form, which the popup hangs over. */}
        {(locale.startsWith('ko')
          ? ['시/군/구', '우편번호', '전화번호']
          : ['City', 'Postal code', 'Phone']
        ).map((label, index) => (
          <div key={label} className="rove-checkout__field">
            <label htmlFor={`places-story-${index}`}>{label}</label>
            <input id={`places-story-${index}`} className="rove-control" />
          </div>
        ))}
      </div>
    </div>
  );
}

const US: PlaceOption[] = [
  {
    id: 'white-house',
    main: '1600 Pennsylvania Avenue NW',
    secondary: 'Washington, DC 20500, USA',
  },
  {
    id: 'amphitheatre',
    main: '1600 Amphitheatre Parkway',
    secondary: 'Mountain View, CA 94043, USA',
  },
];

const answered = (query: string, options: PlaceOption[], active = -1): PlacesState => ({
  ...initialPlacesState,
  query,
  options,
  active,
  open: true,
  status: 'answered',
});

const meta = {
  title: 'Shared/Address suggestions',
  component: StreetWithSuggestions,
  decorators: [
    inCheckoutRoot,
    withRoveStyles({ 'rove-checkout': checkoutCss, 'rove-places': placesCss }),
  ],
  args: { value: '1600', state: answered('1600', US, 0), locale: 'en', onChoose: fn() },
} satisfies Meta<PlacesStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Suggestions after a pause in typing; Down made the first one active. Google's attribution below. */
export const SuggestionsOpen: Story = {};

/** The first answer is on its way. */
export const Searching: Story = {
  args: {
    value: '1600 P',
    state: { ...initialPlacesState, query: '1600 P', open: true, status: 'searching' },
  },
};

/** Nothing matches: the shopper types the address. */
export const NoResults: Story = {
  args: { value: '99 Nowhere Lane', state: answered('99 Nowhere Lane', []) },
};

/** The suggestions service failed (or timed out): the field works as a plain one. */
export const SuggestionsFailed: Story = {
  args: {
    value: '1600 Penn',
    state: { ...initialPlacesState, query: '1600 Penn', open: true, status: 'failed' },
  },
};

/** A chosen suggestion could not be turned into an address: what was typed stays. */
export const LookupFailed: Story = {
  args: {
    value: '221B Baker',
    state: { ...initialPlacesState, query: '221B Baker', lookupFailed: true },
  },
};

/** On a phone, the popup under the field, full width. */
export const Phone: Story = {
  ...phone360,
  args: {
    value: 'Street',
    state: answered(
      'Street',
      [
        { id: 'downing', main: '10 Downing Street', secondary: 'London SW1A 2AA, UK' },
        { id: 'front', main: '301 Front Street West', secondary: 'Toronto, ON M5V 2T6, Canada' },
        {
          id: 'yonge',
          main: '1 Yonge Street Suite 1801',
          secondary: 'Toronto, ON M5E 1W7, Canada',
        },
      ],
      2,
    ),
  },
};

/** A Korean page: the texts in Korean. */
export const Korean: Story = {
  ...phone360,
  args: {
    value: '세종대로',
    locale: 'ko_KR',
    state: answered('세종대로', [
      { id: 'city-hall', main: '세종대로 110', secondary: '중구, 서울특별시, 대한민국' },
    ]),
  },
};
