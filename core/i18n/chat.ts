import type { KoreanOnDemand } from './korean-on-demand';

// The English of chatMessages (below).
const en = {
  // spec/marketing.md §5, verbatim (including its capitalisation).
  invalidName: 'Please Enter a valid name',
  invalidEmail: 'Please Enter a valid Email',
  selectOption: 'Please select an option',
  // spec/marketing.md §3: the existing-order dropdown's choices.
  yes: 'Yes',
  no: 'No',
  // The launcher, the panel and its fields (widgets/chat); ours.
  launcher: 'Chat with us',
  agentsAvailable: 'Agents available',
  leaveMessage: 'Leave us a message',
  panelTitle: 'Chat with us',
  panelIntro: 'Tell us who you are and we will connect you with our team.',
  nameLabel: 'Name',
  emailLabel: 'Email',
  existingOrderLabel: 'Do you have an existing order?',
  chooseOption: 'Choose…',
  orderNumberLabel: 'Order number (optional)',
  invalidOrderNumber: 'Please enter numbers only',
  start: 'Start chat',
  starting: 'Connecting…',
  close: 'Close',
  confirmation: 'Thank you, {name}. We will reply to {email} by email.',
  connected: 'You are connected. The chat window has opened.',
} as const;

/**
 * Messages of the live-chat pre-chat form (spec/marketing.md §3, §5). Korean: chat.ko.ts, part of
 * the page's Korean (ko.ts).
 *
 * @example translate(chatMessages, 'invalidName') // 'Please Enter a valid name'
 */
export const chatMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'chat' };
