import type { ChatAvailability, PrechatData } from './chat.logic';

// What <rove-chat> asks of whichever vendor it talks to, apart from the loaders: chat-vendor.ts
// fetches LiveChat's adapter (livechat-vendor.ts) lazily, and the adapter implements this.

/** The vendor <rove-chat> hands the pre-chat answers to, and LiveChat's availability if it is LiveChat. */
export interface ChatVendor {
  /**
   * As `RoveChatVendor.start` (chat-vendor.ts); `false` when the vendor could not open its
   * window and has already logged why (LiveChat's refused call, docs/vendors/livechat.md): the
   * form confirms by email instead.
   */
  start(data: PrechatData, options?: { onClose?: () => void }): void | false;
  availability?: () => Promise<ChatAvailability | null>;
}
