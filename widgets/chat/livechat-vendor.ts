import { logOnce } from '../../core/log';
import { requestScript } from '../../core/vendor-script';
import type { RoveChatVendor } from './chat-vendor';
import { availabilityOf, sessionVariables, type LiveChatSetup } from './livechat.logic';

// LiveChat on the page (issue 26) the way its install snippet puts it there, in code (no
// inline script): `window.__lc` with the licence and group, and the `LiveChatWidget` queue
// (`_q`, `_h`, `on`/`once`/`off`/`get`/`call`) that tracking.js replays once it has loaded.
// A page that already has `LiveChatWidget` (a host that loads LiveChat itself) is used as it is.

/** The part of LiveChat's JavaScript API <rove-chat> uses. */
export interface LiveChatWidgetApi {
  on(event: string, listener: (payload: unknown) => void): void;
  call(method: string, ...args: unknown[]): void;
  /** Throws before tracking.js has loaded. */
  get(name: 'state'): unknown;
}

declare global {
  interface Window {
    __lc?: Record<string, unknown>;
    LiveChatWidget?: LiveChatWidgetApi;
  }
}

/** LiveChat behind <rove-chat>: the vendor interface plus LiveChat's agent availability. */
export interface LiveChatVendor extends RoveChatVendor {
  /** 'available' / 'unavailable' from LiveChat's state once it is ready; null if it never is. */
  availability(): Promise<'available' | 'unavailable' | null>;
}

const isWidget = (value: unknown): value is LiveChatWidgetApi =>
  typeof (value as LiveChatWidgetApi | undefined)?.call === 'function' &&
  typeof (value as LiveChatWidgetApi).on === 'function';

/** The snippet's queue: every call waits in `_q` until tracking.js sets the handler `_h`. */
function widgetQueue(): LiveChatWidgetApi {
  type Handler = (entry: unknown[]) => unknown;
  const queue: { _q: unknown[][]; _h: Handler | null; _v: string } & Record<string, unknown> = {
    _q: [],
    _h: null,
    _v: '2.0',
  };
  const send = (entry: unknown[]) => (queue._h ? queue._h(entry) : queue._q.push(entry));
  for (const method of ['on', 'once', 'off', 'call'])
    queue[method] = (...args: unknown[]) => void send([method, args]);
  queue['get'] = (...args: unknown[]) => {
    if (!queue._h) throw new Error("[LiveChatWidget] You can't use getters before load.");
    return send(['get', args]);
  };
  return queue as unknown as LiveChatWidgetApi;
}

/**
 * Wraps LiveChat's widget as the chat vendor: `start` gives LiveChat the pre-chat answers and
 * opens its window; when the shopper minimises it, `onClose` runs and the widget hides again
 * (our launcher is the way back in). Proactive chat is off: nothing opens it unasked.
 */
function liveChatVendor(win: Window, queue: LiveChatWidgetApi): LiveChatVendor {
  // The page's widget as it is now (tracking.js may put its own object in the queue's place).
  const widget = () => (isWidget(win.LiveChatWidget) ? win.LiveChatWidget : queue);
  let onClose: (() => void) | undefined;
  let open = false;
  widget().on('visibility_changed', (payload) => {
    const visibility = (payload as { visibility?: unknown } | null)?.visibility;
    if (visibility === 'maximized') open = true;
    else if (open) {
      open = false;
      onClose?.();
      widget().call('hide');
    }
  });
  return {
    start(data, options) {
      onClose = options?.onClose;
      widget().call('set_customer_name', data.name);
      widget().call('set_customer_email', data.email);
      widget().call('set_session_variables', sessionVariables(data));
      widget().call('maximize');
    },
    availability() {
      try {
        return Promise.resolve(availabilityOf(widget().get('state')));
      } catch {
        // Not loaded yet: LiveChat says it with its 'ready' event.
        return new Promise((resolve) => {
          const timer = win.setTimeout(() => resolve(null), LIVECHAT_READY_MS);
          widget().on('ready', (payload) => {
            win.clearTimeout(timer);
            resolve(availabilityOf((payload as { state?: unknown } | null)?.state));
          });
        });
      }
    },
  };
}

/** How long LiveChat may take to be ready before the launcher keeps its wording. */
export const LIVECHAT_READY_MS = 10_000;

let loading: Promise<LiveChatVendor | null> | null = null;

/**
 * LiveChat for the shop's account: the page's own widget when it has one, else `__lc`, the
 * queue and tracking.js, loaded once. Null (logged once) when the setup is off or the script
 * fails; a later call tries again.
 *
 * @example const chat = await loadLiveChat(liveChatSetup('12345678:2', '', location.origin)); chat?.start(data);
 */
export function loadLiveChat(
  setup: LiveChatSetup,
  win: Window = window,
): Promise<LiveChatVendor | null> {
  if (!setup.on) {
    logOnce('warn', 'chat:livechat-setup', setup.problem);
    return Promise.resolve(null);
  }
  if (loading) return loading;
  if (isWidget(win.LiveChatWidget))
    return (loading = Promise.resolve(liveChatVendor(win, win.LiveChatWidget)));
  win.__lc = { ...win.__lc, ...setup.config };
  const widget = widgetQueue();
  win.LiveChatWidget = widget;
  // Until the shopper asks, LiveChat's own bubble stays hidden: our launcher is the chat's door.
  widget.call('hide');
  const vendor = liveChatVendor(win, widget);
  loading = requestScript({ src: setup.src, name: 'livechat' }, win.document).then((loaded) => {
    if (loaded) return vendor;
    loading = null;
    logOnce('warn', 'chat:vendor', 'the chat vendor script did not load');
    return null;
  });
  return loading;
}

/** Forgets the load (tests). */
export function resetLiveChat(): void {
  loading = null;
}
