import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { COUNTRIES, type Country as CountryCode } from '../core/country';
import { translate } from '../core/i18n/translate';
import { Country } from '../widgets/country/Country';
import countryCss from '../widgets/country/country.css?raw';
import { countryOptions } from '../widgets/country/country.logic';
import { countryMessages } from '../core/i18n/country';
import { withRoveStyles } from './rove-styles';

const options = countryOptions();
const namesIn = (locale: string) =>
  Object.fromEntries(COUNTRIES.map((c) => [c, translate(countryMessages, c, locale)])) as Record<
    CountryCode,
    string
  >;
const pick = (country: CountryCode) => options.find((o) => o.country === country) ?? options[0]!;

const meta = {
  title: 'Widgets/Country',
  component: Country,
  decorators: [
    withRoveStyles({ 'rove-country': countryCss }),
    // As in a header: at the right edge, the list opening below the button and leftwards.
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'flex-start',
          minHeight: '26rem',
        }}
      >
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
  args: {
    current: pick('US'),
    options,
    names: namesIn('en_US'),
    buttonLabel: 'Country: United States, currency USD',
    listLabel: 'Choose your country',
    open: false,
    busy: false,
    onToggle: fn(),
    onChoose: fn(),
  },
} satisfies Meta<typeof Country>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the current country's flag, code and currency symbol. */
export const Closed: Story = {};

/** Open: every country with its flag and currency, the current one marked. */
export const Open: Story = { args: { open: true } };

/** ?locale=en_UK: the UK icon. */
export const UnitedKingdom: Story = {
  args: {
    current: pick('UK'),
    buttonLabel: 'Country: United Kingdom, currency GBP',
    open: true,
  },
};

/**
 * A device that draws flag emoji as letters (Windows): the flags are left out rather than read
 * as 'GB UK · £'; the code, names and currencies carry the choice.
 */
export const WithoutFlagEmoji: Story = {
  args: {
    current: countryOptions(false).find((o) => o.country === 'UK')!,
    options: countryOptions(false),
    buttonLabel: 'Country: United Kingdom, currency GBP',
    open: true,
  },
};

/** A Korean page: names in Korean, ₩ after the amounts elsewhere. */
export const Korea: Story = {
  args: {
    current: pick('KR'),
    names: namesIn('ko_KR'),
    buttonLabel: '국가: 대한민국, 통화 KRW',
    listLabel: '국가 선택',
    open: true,
  },
};

/** After a choice: options disabled while the page reloads with the new locale. */
export const Reloading: Story = { args: { open: true, busy: true } };
