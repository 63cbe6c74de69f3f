// The stand-in is a classic browser script (no exports); tests import it for its effect:
// LiveChatWidget's handler set and window.__liveChatStandIn.
export {};
