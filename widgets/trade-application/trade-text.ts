import { commonMessages } from '../../core/i18n/common';
import { tradeMessages } from '../../core/i18n/trade';
import { pluralCategory, translate } from '../../core/i18n/translate';
import type { FieldName } from '../../core/validate/trade/fields';
import type { UploadProblem } from '../../core/validate/trade/rules';

// The form's texts. From the seed: 'Required', 'Invalid' (seed 001 §5, §8) and SUBMIT (§4), via
// core/i18n. Everything else the seed does not word, so it is ours, in English (the seed gives
// no Korean for this form).

const LABELS: Readonly<Record<FieldName, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  companyName: 'Company name',
  title: 'Title',
  country: 'Country',
  email: 'Contact email',
  phone: 'Contact phone',
  companyType: 'Company type',
  companyTypeOther: 'Other company type',
  address1: 'Address line 1',
  address2: 'Address line 2 (optional)',
  postalCode: 'Postal code',
  city: 'City',
  province: 'Province / state',
  serviceArea: 'Service area',
  serviceRegions: 'States / provinces you serve',
  businessCardUrl: 'Website',
  businessCardFile: 'Business card file',
  licenceFile: 'Business licence file',
  association: 'Professional association',
  membershipNumber: 'Membership number',
  taxExempt: 'Are you tax exempt?',
  survey1: '1. How did you hear about our trade programme?',
  survey2: '2. How many projects do you complete in a year?',
  survey3: '3. Anything else you would like us to know? (optional)',
  agree: 'I agree to the trade programme terms and confirm the information above is accurate.',
};

export const TRADE_TEXT = {
  heading: 'Trade Membership Application',
  steps: [] as string[],
  stepOf: (number: number, total: number) => `Step ${number} of ${total}`,
  stepsLabel: 'Application steps',
  completedStep: 'completed',
  welcome:
    'Welcome to the trade programme for interior designers, architects, stagers and other design professionals. Tell us about you and your business in four short steps.',
  labels: LABELS,
  choose: 'Choose…',
  chooseCountryFirst: 'Choose a country first',
  serviceLocal: 'Only my own state / province',
  serviceRegions: 'These states / provinces:',
  businessCard: 'Business card',
  businessCardHint: 'Give your website, or upload your business card (or both).',
  licence: 'Business licence',
  licenceHint:
    'Upload your business licence, or give your professional association and membership number.',
  fileHint: 'PDF, JPG or PNG, up to 5 MB.',
  filesNotKept:
    'Uploaded files stay with your application; a file still being uploaded when you leave the page must be chosen again.',
  uploading: (name: string) => `Uploading ${name}…`,
  uploaded: (name: string, size: string) => `Uploaded: ${name} (${size})`,
  removeFile: (name: string) => `Remove ${name}`,
  remove: 'Remove',
  yes: 'Yes',
  no: 'No',
  uploadProblem: {
    'too-large': 'This file is larger than 5 MB. Choose a smaller file.',
    'wrong-type': 'This file type is not accepted. Choose a PDF, JPG or PNG file.',
    empty: 'This file is empty. Choose another file.',
    server: 'The file could not be uploaded. Please try again.',
  } satisfies Record<UploadProblem | 'server', string>,
  sending: 'Sending…',
  failed:
    'Your application could not be sent. Nothing you entered is lost: please try again in a moment.',
  doneHeading: 'Thank you for applying',
  doneText:
    'We have received your trade membership application and will reply by email once it has been reviewed.',
  errorsOnStep: (count: number) =>
    pluralCategory(count) === 'one'
      ? '1 field needs your attention.'
      : `${count} fields need your attention.`,
};

/**
 * Every text in a locale (English throughout: the seed gives no other).
 * @example tradeText('en').submit // 'SUBMIT'
 */
export function tradeText(locale = 'en') {
  return {
    ...TRADE_TEXT,
    steps: [
      translate(tradeMessages, 'stepContact', locale),
      translate(tradeMessages, 'stepBusinessProfile', locale),
      translate(tradeMessages, 'stepFiles', locale),
      translate(tradeMessages, 'stepSurvey', locale),
    ],
    next: translate(tradeMessages, 'next', locale),
    prev: translate(tradeMessages, 'prev', locale),
    submit: translate(tradeMessages, 'submit', locale),
    required: translate(commonMessages, 'required', locale),
    invalid: translate(commonMessages, 'invalid', locale),
  };
}

export type TradeText = ReturnType<typeof tradeText>;
