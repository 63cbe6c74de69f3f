/**
 * Messages of the four-step trade membership application (seed 001 §4, §5). Field errors
 * ('Required', 'Invalid') live in commonMessages.
 *
 * @example translate(tradeMessages, 'submit') // 'SUBMIT'
 */
export const tradeMessages = {
  en: {
    // Seed 001 §4: the last step's button reads SUBMIT.
    submit: 'SUBMIT',
    // Button and step names the seed describes without quoting; ours.
    next: 'Next',
    prev: 'Prev',
    stepContact: 'Welcome and contact',
    stepBusinessProfile: 'Business profile',
    stepFiles: 'File uploads',
    stepSurvey: 'Survey and agreement',
  },
} as const;
