import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { emptyAddress, type SwatchAddress } from '../widgets/swatch-request/swatch-address';
import type { SwatchOption } from '../widgets/swatch-request/swatch-config';
import {
  SwatchRequest,
  SwatchRequestUnavailable,
  type SwatchRequestProps,
} from '../widgets/swatch-request/SwatchRequest';
import swatchRequestCss from '../widgets/swatch-request/swatch-request.css?raw';
import { swatchRequestText } from '../widgets/swatch-request/swatch-request-text';
import { withRoveStyles } from './rove-styles';

const SWATCHES: SwatchOption[] = [
  ['Ivory Boucle', '#ece7dc', 'Boucle'],
  ['Oat Linen', '#d6c7a8', 'Performance Linen'],
  ['Pebble Grey Velvet', '#9d9b95', 'Velvet'],
  ['Slate Gray Wool', '#687078', 'Wool'],
  ['Cognac Leather', '#9a5a31', 'Leather'],
  ['Navy Velvet', '#28354f', 'Velvet'],
  ['Terracotta Velvet', '#bd6340', 'Velvet'],
  ['Plum Velvet', '#5c3550', 'Velvet'],
].map(([name, color, group], index) => ({
  id: 101 + index,
  name: name as string,
  color: color as string,
  image: null,
  group: group as string,
}));

const FILLED: SwatchAddress = {
  ...emptyAddress(124),
  name: 'Ana Lee',
  email: 'ana@rove.shop',
  address1: '12 Main Street',
  city: 'Vancouver',
  province: 'BC',
  postal_code: 'V6B 1A1',
  phone: '6045550199',
};

const meta = {
  title: 'Widgets/Swatch request',
  component: SwatchRequest,
  decorators: [withRoveStyles({ 'rove-swatch-request': swatchRequestCss })],
  args: {
    swatches: SWATCHES,
    selected: [],
    limit: 5,
    view: 'list',
    limitAlert: false,
    noneSelected: false,
    address: emptyAddress(840),
    errors: {},
    countries: [840, 124, 410, 826, 36, 344],
    status: 'idle',
    hasBeenSubmitted: false,
    text: swatchRequestText('en_US', 5),
    onToggle: fn(),
    onCloseAlert: fn(),
    onContinue: fn(),
    onBack: fn(),
    onType: fn(),
    onSubmit: fn(() => null),
    onRestart: fn(),
  },
} satisfies Meta<SwatchRequestProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list, nothing chosen: every swatch reads 'Select swatch' (spec/product.md §4). */
export const List: Story = {};

/** Some chosen: 'Remove swatch', pressed, and the counter. */
export const SomeSelected: Story = { args: { selected: [102, 106] } };

/** At the limit (5). */
export const AtLimit: Story = { args: { selected: [101, 102, 103, 104, 105] } };

/** One more press: the alert dialog 'Error message: Please limit your selection to 5.' */
export const LimitAlert: Story = {
  args: { selected: [101, 102, 103, 104, 105], limitAlert: true },
};

/** Continue with nothing chosen. */
export const NoneSelected: Story = { args: { noneSelected: true } };

/** The selection was sent already (has_been_submitted): a new request starts empty. */
export const SubmittedBefore: Story = { args: { hasBeenSubmitted: true } };

/** The address form (after Continue). */
export const AddressForm: Story = { args: { selected: [102, 106], view: 'address' } };

/** Submit with blanks and a wrong postal code: each message tied to its field. */
export const AddressErrors: Story = {
  args: {
    selected: [102],
    view: 'address',
    address: { ...FILLED, name: '', postal_code: '12345', phone: '604555' },
    errors: { name: 'Required', postal_code: 'Invalid', phone: 'Invalid' },
  },
};

/** A Korean address: province and 'Required' in Korean where the specification asks for it. */
export const KoreanAddressErrors: Story = {
  args: {
    selected: [102],
    view: 'address',
    address: emptyAddress(410),
    errors: { name: '필수 입력 항목입니다.', address1: '필수 입력 항목입니다.' },
    text: swatchRequestText('ko_KR', 5),
  },
};

/** An intl page (/swatch-request-intl/UK): one country. */
export const IntlUk: Story = {
  args: { selected: [103], view: 'address', address: emptyAddress(826), countries: [826] },
};

/** Sending. */
export const Sending: Story = {
  args: { selected: [102, 106], view: 'address', address: FILLED, status: 'sending' },
};

/** The call failed: the form stays, with the message. */
export const Failed: Story = {
  args: { selected: [102, 106], view: 'address', address: FILLED, status: 'failed' },
};

/** Stored: the thank-you. */
export const Sent: Story = {
  args: { selected: [102, 106], view: 'address', address: FILLED, status: 'sent' },
};

/** The page's swatch_request setting is unusable: a clear message (and one [rove] line). */
export const Unavailable: Story = {
  render: () => <SwatchRequestUnavailable message={swatchRequestText('en_US', 5).unavailable} />,
};
