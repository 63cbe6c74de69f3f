import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  TradeApplication,
  type TradeApplicationProps,
  type TradeView,
} from '../widgets/trade-application/TradeApplication';
import { initialTradeState } from '../widgets/trade-application/trade-application.logic';
import tradeCss from '../widgets/trade-application/trade-application.css?raw';
import { EMPTY_VALUES, type TradeValues } from '../core/validate/trade/fields';
import { VALID } from '../widgets/trade-application/trade-fixtures';
import { tradeApplicationText } from '../widgets/trade-application/trade-application-text';
import { withRoveStyles } from './rove-styles';
import { phone360 } from './viewports';

/** A state of the form on `step`, with the steps before it completed. */
function at(
  step: number,
  change: Partial<TradeView> = {},
  values: Partial<TradeValues> = VALID,
): TradeView {
  return {
    ...initialTradeState({ values: { ...EMPTY_VALUES, ...values }, step, completed: step }),
    ...change,
  };
}

const CARD = { id: 'u-1', name: 'silva-studio-card.png', size: 48_213 };

const meta = {
  title: 'Widgets/Trade application',
  component: TradeApplication,
  decorators: [withRoveStyles({ 'rove-trade-application': tradeCss })],
  args: {
    state: at(0, {}, EMPTY_VALUES),
    text: tradeApplicationText('en'),
    onChange: fn(),
    onToggleRegion: fn(),
    onFile: fn(),
    onRemoveFile: fn(),
    onNext: fn(),
    onPrev: fn(),
    onGo: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<TradeApplicationProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1, welcome and contact, empty. */
export const ContactEmpty: Story = {};

/** Step 1 after Next with everything empty: 'Required' on each field (spec/product.md §5). */
export const ContactRequired: Story = {
  args: {
    state: at(
      0,
      {
        errors: {
          firstName: 'required',
          lastName: 'required',
          companyName: 'required',
          title: 'required',
          country: 'required',
          email: 'required',
          phone: 'required',
        },
      },
      EMPTY_VALUES,
    ),
  },
};

/** Wrong formats: 'Invalid' on the email and the phone (10–13 digits). */
export const ContactInvalid: Story = {
  args: {
    state: at(
      0,
      { errors: { email: 'invalid', phone: 'invalid' } },
      { ...VALID, email: 'ana@', phone: '555-0199' },
    ),
  },
};

/** Step 2, US: the state list, 'local' service area. */
export const ProfileUnitedStates: Story = { args: { state: at(1) } };

/** Step 2, Canada: 'Other' and the provinces served, both required once chosen. */
export const ProfileCanadaOtherAndRegions: Story = {
  args: {
    state: at(
      1,
      {
        errors: { companyTypeOther: 'required', serviceRegions: 'required', postalCode: 'invalid' },
      },
      {
        ...VALID,
        country: 'CA',
        province: 'ON',
        postalCode: '90210',
        companyType: 'other',
        serviceArea: 'regions',
      },
    ),
  },
};

/** Step 3 before anything: business card and licence alternatives, tax-exempt radio. */
export const FilesEmpty: Story = {
  args: {
    state: at(
      2,
      {},
      { ...VALID, businessCardUrl: '', association: '', membershipNumber: '', taxExempt: '' },
    ),
  },
};

/** Step 3 after Next with nothing given. */
export const FilesRequired: Story = {
  args: {
    state: at(
      2,
      {
        errors: {
          businessCardUrl: 'required',
          association: 'required',
          membershipNumber: 'required',
          taxExempt: 'required',
        },
      },
      { ...VALID, businessCardUrl: '', association: '', membershipNumber: '', taxExempt: '' },
    ),
  },
};

/** A file on its way to the server. */
export const FileUploading: Story = {
  args: {
    state: at(2, { uploads: { licenceFile: { status: 'uploading', name: 'licence.pdf' } } }),
  },
};

/** Refused files: too large, and the wrong type. */
export const FileRefused: Story = {
  args: {
    state: at(2, {
      uploads: {
        businessCardFile: { status: 'failed', problem: 'wrong-type' },
        licenceFile: { status: 'failed', problem: 'too-large' },
      },
    }),
  },
};

/** An uploaded business card, kept by reference (it survives a reload). */
export const FileUploaded: Story = {
  args: { state: at(2, {}, { ...VALID, businessCardUrl: '', businessCardFile: CARD }) },
};

/** Step 4: the button reads SUBMIT (spec/product.md §4). */
export const Survey: Story = {
  args: { state: at(3, {}, { ...VALID, survey1: '', survey2: '', agree: false }) },
};

/** Step 4 after SUBMIT with the required items missing; the third item is optional. */
export const SurveyRequired: Story = {
  args: {
    state: at(
      3,
      { errors: { survey1: 'required', survey2: 'required', agree: 'required' } },
      { ...VALID, survey1: '', survey2: '', agree: false },
    ),
  },
};

/** The application is being sent. */
export const Submitting: Story = { args: { state: at(3, { status: 'submitting' }) } };

/** The call failed: said so, nothing lost. */
export const SubmitFailed: Story = { args: { state: at(3, { status: 'failed' }) } };

/** Enrolled (201): the confirmation. */
export const Done: Story = { args: { state: at(3, { status: 'done' }) } };

/** A 360 px phone, step 2 with errors. */
export const Phone360: Story = {
  args: ProfileCanadaOtherAndRegions.args,
  ...phone360,
};
