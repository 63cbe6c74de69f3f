/**
 * Messages of the live-chat pre-chat form (seed 003 §3, §5).
 *
 * @example translate(chatMessages, 'invalidName') // 'Please Enter a valid name'
 */
export const chatMessages = {
  en: {
    // Seed 003 §5, verbatim (including its capitalisation).
    invalidName: 'Please Enter a valid name',
    invalidEmail: 'Please Enter a valid Email',
    selectOption: 'Please select an option',
    // Seed 003 §3: the existing-order dropdown's choices.
    yes: 'Yes',
    no: 'No',
  },
} as const;
