import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  EmailCart,
  type EmailCartProps,
  type EmailCartText,
} from '../widgets/email-cart/EmailCart';
import emailCartCss from '../widgets/email-cart/email-cart.css?raw';
import { emailCartText } from '../widgets/email-cart/email-cart-text';
import { withRoveStyles } from './rove-styles';
import { phone360 } from './viewports';

function text(locale = 'en'): EmailCartText {
  return emailCartText(locale);
}

const meta = {
  title: 'Widgets/Email my cart',
  component: EmailCart,
  decorators: [withRoveStyles({ 'rove-email-cart': emailCartCss })],
  args: {
    open: false,
    inputs: [''],
    invalid: [false],
    formError: null,
    message: '',
    subscribe: false,
    status: 'idle',
    text: text(),
    onToggle: fn(),
    onType: fn(),
    onAdd: fn(),
    onRemove: fn(),
    onMessage: fn(),
    onSubscribe: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<EmailCartProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the toggle reads 'EMAIL MY CART' (spec/marketing.md §4). */
export const Closed: Story = {};

/** Open with one input; the toggle reads 'CANCEL'. */
export const OpenOneInput: Story = { args: { open: true } };

/** Two inputs: the extra one has a remove button. */
export const OpenTwoInputs: Story = {
  args: { open: true, inputs: ['ana@rove.shop', ''], invalid: [false, false] },
};

/** Three inputs: the add button is gone (spec/marketing.md §5, §9). */
export const OpenThreeInputs: Story = {
  args: {
    open: true,
    inputs: ['ana@rove.shop', 'bo@rove.shop', ''],
    invalid: [false, false, false],
    message: 'The sofa we talked about',
    subscribe: true,
  },
};

/** A non-blank address that is not valid: marked on its field, nothing sent. */
export const InvalidField: Story = {
  args: { open: true, inputs: ['ana@rove.shop', 'bo@'], invalid: [false, true] },
};

/** Every input blank at submit. */
export const NoAddress: Story = { args: { open: true, formError: 'none' } };

/** The request is running: the submit button is disabled. */
export const Sending: Story = {
  args: { open: true, inputs: ['ana@rove.shop'], status: 'sending' },
};

/** Done, whatever the answer: 'EMAIL SENT!' and disabled (spec/marketing.md §4). */
export const Sent: Story = {
  args: {
    open: true,
    inputs: ['ana@rove.shop', 'bo@rove.shop'],
    invalid: [false, false],
    status: 'sent',
  },
};

/** A ko_KR page: our labels in Korean; the specification's button texts as the specification gives them. */
export const Korean: Story = {
  args: { open: true, inputs: ['ana@rove.shop', ''], invalid: [false, false], text: text('ko_KR') },
};

/** A 360 px phone with three inputs and an error. */
export const Phone360: Story = {
  args: {
    open: true,
    inputs: ['ana.lee.longname@rove.shop', 'bo@', ''],
    invalid: [false, true, false],
  },
  ...phone360,
};
