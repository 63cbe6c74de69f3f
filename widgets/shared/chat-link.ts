/**
 * The href of a link that opens `<rove-chat>`'s panel, wherever it is on the page: a CMS
 * editor's `<a href="#rove-chat">Chat with us</a>` or checkout's summary link (spec/checkout.md §7).
 * Without JavaScript it only moves to the chat's anchor.
 */
export const CHAT_LINK = '#rove-chat';
