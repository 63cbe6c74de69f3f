import type { KoreanOnDemand } from './korean-on-demand';

// The English of tradeMessages (below).
const en = {
  // spec/product.md §4: the last step's button reads SUBMIT.
  submit: 'SUBMIT',
  // Button and step names the specification describes without quoting; ours.
  next: 'Next',
  prev: 'Prev',
  stepContact: 'Welcome and contact',
  stepBusinessProfile: 'Business profile',
  stepFiles: 'File uploads',
  stepSurvey: 'Survey and agreement',
  // The rest the specification does not word, so it is ours, in English (the specification gives no Korean for
  // this form); read by widgets/trade-application/trade-application-text.ts.
  heading: 'Trade Membership Application',
  stepOf: 'Step {number} of {total}',
  stepsLabel: 'Application steps',
  completedStep: 'completed',
  welcome:
    'Welcome to the trade programme for interior designers, architects, stagers and other design professionals. Tell us about you and your business in four short steps.',
  'field.firstName': 'First name',
  'field.lastName': 'Last name',
  'field.companyName': 'Company name',
  'field.title': 'Title',
  'field.country': 'Country',
  'field.email': 'Contact email',
  'field.phone': 'Contact phone',
  'field.companyType': 'Company type',
  'field.companyTypeOther': 'Other company type',
  'field.address1': 'Address line 1',
  'field.address2': 'Address line 2 (optional)',
  'field.postalCode': 'Postal code',
  'field.city': 'City',
  'field.province': 'Province / state',
  'field.serviceArea': 'Service area',
  'field.serviceRegions': 'States / provinces you serve',
  'field.businessCardUrl': 'Website',
  'field.businessCardFile': 'Business card file',
  'field.licenceFile': 'Business licence file',
  'field.association': 'Professional association',
  'field.membershipNumber': 'Membership number',
  'field.taxExempt': 'Are you tax exempt?',
  'field.survey1': '1. How did you hear about our trade programme?',
  'field.survey2': '2. How many projects do you complete in a year?',
  'field.survey3': '3. Anything else you would like us to know? (optional)',
  'field.agree':
    'I agree to the trade programme terms and confirm the information above is accurate.',
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
  uploading: 'Uploading {name}…',
  uploaded: 'Uploaded: {name} ({size})',
  removeFile: 'Remove {name}',
  remove: 'Remove',
  yes: 'Yes',
  no: 'No',
  // A file's size beside its name.
  sizeKb: '{size} KB',
  sizeMb: '{size} MB',
  // The company types and the survey's first item's answers (core/validate/trade/fields.ts).
  'companyType.interior-designer': 'Interior designer',
  'companyType.architect': 'Architect',
  'companyType.home-stager': 'Home stager',
  'companyType.contractor': 'Contractor or builder',
  'companyType.hospitality': 'Hospitality or commercial',
  'companyType.other': 'Other',
  'heard.search': 'Search engine',
  'heard.social': 'Social media',
  'heard.showroom': 'A showroom visit',
  'heard.referral': 'A colleague or client',
  'heard.press': 'Press or a trade show',
  'heard.other': 'Other',
  'upload.too-large': 'This file is larger than 5 MB. Choose a smaller file.',
  'upload.wrong-type': 'This file type is not accepted. Choose a PDF, JPG or PNG file.',
  'upload.empty': 'This file is empty. Choose another file.',
  'upload.server': 'The file could not be uploaded. Please try again.',
  sending: 'Sending…',
  failed:
    'Your application could not be sent. Nothing you entered is lost: please try again in a moment.',
  doneHeading: 'Thank you for applying',
  doneText:
    'We have received your trade membership application and will reply by email once it has been reviewed.',
  errorsOnStepOne: '1 field needs your attention.',
  errorsOnStep: '{count} fields need your attention.',
} as const;

/**
 * Messages of the four-step trade membership application (spec/product.md §4, §5). Field errors
 * ('Required', 'Invalid') live in commonMessages.
 * Korean: trade.ko.ts, part of the page's Korean (ko.ts).
 *
 * @example translate(tradeMessages, 'submit') // 'SUBMIT'
 */
export const tradeMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'trade' };
