import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { productMessages } from '../core/i18n/product';
import { translate, type MessageVars } from '../core/i18n/translate';
import { Delivery, type DeliveryProps, type DeliveryText } from '../widgets/delivery/Delivery';
import deliveryCss from '../widgets/delivery/delivery.css?raw';
import { withRoveStyles } from './rove-styles';

const t = (key: keyof (typeof productMessages)['en'], vars?: MessageVars, locale = 'en') =>
  translate(productMessages, key, locale, vars);

/** The texts <rove-delivery> passes its view (delivery.element.tsx), for a US page. */
function text(label: string | null, inputLabel = t('zipCodeLabel'), locale = 'en'): DeliveryText {
  const say = (key: keyof (typeof productMessages)['en'], vars?: MessageVars) =>
    t(key, vars, locale);
  return {
    button: label ? say('deliverTo', { label }) : say('deliverToNowhere'),
    title: say('deliveryDialogTitle'),
    intro: say('deliveryDialogIntro'),
    inputLabel,
    submit: say('checkDelivery'),
    busy: say('checkingDelivery'),
    close: say('close'),
  };
}

const meta = {
  title: 'Widgets/Delivery',
  component: Delivery,
  decorators: [withRoveStyles({ 'rove-delivery': deliveryCss })],
  args: {
    open: false,
    postal: '',
    busy: false,
    error: null,
    restrictedMessage: null,
    text: text(null),
    onOpen: fn(),
    onClose: fn(),
    onPostalChange: fn(),
    onSubmit: fn(),
  },
  argTypes: { error: { control: 'text' }, restrictedMessage: { control: 'text' } },
} satisfies Meta<DeliveryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No destination yet: the button asks for a postal code. */
export const Empty: Story = {};

/** The dialog, empty. */
export const DialogOpen: Story = { args: { open: true } };

/** A US page: 5 digits or 5+4 with a hyphen (spec/product.md §5). */
export const InvalidZipCode: Story = {
  args: { open: true, postal: '1234', error: t('invalidZipCode') },
};

/** A Canadian page: A1A 1A1 (spec/product.md §5). */
export const InvalidPostalCode: Story = {
  args: {
    open: true,
    postal: '12345',
    error: t('invalidPostalCode'),
    text: text(null, t('postalCodeLabel')),
  },
};

/** Any other country (spec/product.md §5). */
export const OtherCountry: Story = {
  args: {
    open: true,
    postal: 'SW1A 1AA',
    error: t('deliveryOnlyCanadaUs'),
    text: text(null, t('postalCodeLabel')),
  },
};

/** A Korean page (ko_KR): the dialog in Korean, and the check's answer for Korea. */
export const KoreanOtherCountry: Story = {
  args: {
    open: true,
    postal: '06236',
    error: t('deliveryOnlyCanadaUs', undefined, 'ko_KR'),
    text: text(null, t('postalCodeLabel', undefined, 'ko_KR'), 'ko_KR'),
  },
};

/** The call is running. */
export const Checking: Story = { args: { open: true, postal: '10001', busy: true } };

/** The fragile product cannot go there (spec/product.md §4, §8); the destination is still set. */
export const Restricted: Story = {
  args: {
    text: text('Anchorage, AK 99501'),
    restrictedMessage: t('fragileRestricted', { postal: '99501' }),
  },
};

/** The reply had no geo: the code is unknown (spec/product.md §8). */
export const ErrorResponse: Story = {
  args: { open: true, postal: '00000', error: t('destinationErrorResponse') },
};

const ErrorStory: Story = {
  name: 'Error',
  args: { open: true, postal: '10001', error: t('destinationError') },
};
// Exported under the state's name without shadowing the global Error in this module.
export { ErrorStory as Error };

/** A destination is set: the label comes from the reply (and from the cookie on later pages). */
export const Success: Story = { args: { text: text('New York, NY 10001') } };
