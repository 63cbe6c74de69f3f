import { nullable, number, object, optional, string, type Infer } from '../../../core/schema';

/**
 * The reply of GET {base}ajax/live_info.json. The specification does not show it (000 §7); the demo host
 * answers {ok, pathname, init, cart_count, love_count, announcement, server_time}. Only the
 * counts are used, so only they are required; the rest is optional so a leaner CMS reply passes.
 */
export const liveInfoReply = object({
  cart_count: number({ integer: true, min: 0 }),
  love_count: number({ integer: true, min: 0 }),
  announcement: optional(nullable(string()), null),
});

export type LiveInfoReply = Infer<typeof liveInfoReply>;
