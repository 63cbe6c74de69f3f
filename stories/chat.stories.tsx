import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Chat, type ChatProps, type ChatText } from '../widgets/chat/Chat';
import chatCss from '../widgets/chat/chat.css?raw';
import { chatText } from '../widgets/chat/chat-text';
import { EMPTY_PRECHAT, validatePrechat, type PrechatValues } from '../widgets/chat/chat.logic';
import { withRoveStyles } from './rove-styles';
import { phone360 } from './viewports';

function text(locale = 'en'): ChatText {
  return chatText(locale, { name: 'Ana Lee', email: 'ana@rove.shop' });
}

const FILLED: PrechatValues = {
  name: 'Ana Lee',
  email: 'ana@rove.shop',
  existingOrder: 'yes',
  orderNumber: '104512',
};

/** The errors the form shows for these values (the real validation, not a copy). */
const errorsFor = (values: PrechatValues) => validatePrechat(values);

const meta = {
  title: 'Widgets/Chat',
  component: Chat,
  decorators: [withRoveStyles({ 'rove-chat': chatCss })],
  args: {
    open: false,
    values: EMPTY_PRECHAT,
    errors: {},
    status: 'form',
    availability: 'unknown',
    text: text(),
    onOpen: fn(),
    onClose: fn(),
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<ChatProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The launcher before the availability check (the first 30 s). */
export const Launcher: Story = {};

/** After the check: agents are online. */
export const AgentsAvailable: Story = { args: { availability: 'available' } };

/** After the check: nobody online. */
export const AgentsUnavailable: Story = { args: { availability: 'unavailable' } };

/** The pre-chat form, empty. */
export const PrechatEmpty: Story = { args: { open: true } };

/** Submitted empty: every required field's seed message (spec/marketing.md §5). */
export const AllErrors: Story = { args: { open: true, errors: errorsFor(EMPTY_PRECHAT) } };

/** Name missing: 'Please Enter a valid name'. */
export const NameError: Story = {
  args: { open: true, values: { ...FILLED, name: '' }, errors: errorsFor({ ...FILLED, name: '' }) },
};

/** Email invalid: 'Please Enter a valid Email'. */
export const EmailError: Story = {
  args: {
    open: true,
    values: { ...FILLED, email: 'ana@rove' },
    errors: errorsFor({ ...FILLED, email: 'ana@rove' }),
  },
};

/** No choice in the existing-order dropdown: 'Please select an option'. */
export const OptionError: Story = {
  args: {
    open: true,
    values: { ...FILLED, existingOrder: '', orderNumber: '' },
    errors: errorsFor({ ...FILLED, existingOrder: '', orderNumber: '' }),
  },
};

/** An order number with letters (ours: numbers only). */
export const OrderNumberError: Story = {
  args: {
    open: true,
    values: { ...FILLED, orderNumber: '12ab' },
    errors: errorsFor({ ...FILLED, orderNumber: '12ab' }),
  },
};

/** Filled in, with an existing order. */
export const Filled: Story = { args: { open: true, values: FILLED } };

/** Submitted with a vendor: its script is loading. */
export const Connecting: Story = { args: { open: true, values: FILLED, status: 'sending' } };

/** Submitted with a vendor: its own window took over; only the launcher stays. */
export const SubmittedWithVendor: Story = {
  args: { open: false, values: FILLED, status: 'chatting', availability: 'available' },
};

/** Submitted without a vendor: we will reply by email. */
export const SubmittedWithoutVendor: Story = {
  args: { open: true, values: FILLED, status: 'confirmed', availability: 'unavailable' },
};

/** A ko_KR page: our labels in Korean; the specification's messages as the specification gives them. */
export const Korean: Story = {
  args: { open: true, errors: errorsFor(EMPTY_PRECHAT), text: text('ko_KR') },
};

/** A 360 px phone, the form with errors. */
export const Phone360: Story = {
  args: {
    open: true,
    values: { ...FILLED, email: '' },
    errors: errorsFor({ ...FILLED, email: '' }),
  },
  ...phone360,
};
