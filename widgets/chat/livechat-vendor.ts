import {
  assignCustomerData,
  assignEventHandlers,
  assignVisibility,
  createWidget,
  type EventHandlers,
} from '@livechat/widget-core';
import { logOnce, logVendorProblem } from '../../core/log';
import { requestScript } from '../../core/vendor-script';
import type { ChatVendor } from './chat-vendor-interface';
import {
  availabilityOf,
  sessionVariables,
  visibilityStep,
  type LiveChatSetup,
} from './livechat.logic';

// LiveChat on the page through LiveChat's own package (docs/vendors/livechat.md,
// docs/decisions/0051): `createWidget` of @livechat/widget-core installs `__lc`, the snippet's
// `LiveChatWidget` queue (whose entries reach tracking.js as `_h(name, args)`) and our handlers;
// tracking.js itself comes through core/vendor-script. A page that already has `LiveChatWidget`
// (a host that installed LiveChat itself) is used as it is.

/** The part of LiveChat's JavaScript API <rove-chat> uses (docs/vendors/livechat.md). */
export interface LiveChatWidgetApi {
  on(event: string, listener: (payload: unknown) => void): void;
  off(event: string, listener: (payload: unknown) => void): void;
  call(method: string, ...args: unknown[]): void;
  /** Throws before tracking.js has loaded. */
  get(name: string): unknown;
}

declare global {
  interface Window {
    __lc?: Record<string, unknown>;
    LiveChatWidget?: LiveChatWidgetApi;
  }
}

/** LiveChat behind <rove-chat>: the vendor interface plus LiveChat's agent availability. */
export interface LiveChatVendor extends ChatVendor {
  /** 'available' / 'unavailable' from LiveChat's state; null if it said neither. */
  availability(): Promise<'available' | 'unavailable' | null>;
}

/**
 * How long LiveChat may take to fire `ready` once its script has loaded. LiveChat documents no
 * limit; past this the shopper's form confirms by email (the script threw, or never started).
 */
export const LIVECHAT_READY_MS = 10_000;

const AREA = 'chat';
const FALLBACK = 'the chat form confirms by email';

const isWidget = (value: unknown): value is LiveChatWidgetApi =>
  typeof (value as LiveChatWidgetApi | undefined)?.call === 'function' &&
  typeof (value as LiveChatWidgetApi).on === 'function';

/** This page's LiveChat: whether we installed it (and so load its script), and when it is ready. */
interface LiveChatOnPage {
  ours: boolean;
  ready: Promise<void>;
  vendor: LiveChatVendor;
}

/**
 * Our handlers for LiveChat's events and the vendor they feed. `start` gives LiveChat the
 * pre-chat answers and opens its window; when the shopper minimises it, `onClose` runs and the
 * widget hides again (our launcher is the way back in). Proactive chat is off: nothing here
 * opens it unasked.
 */
function chatOverLiveChat(): {
  handlers: EventHandlers;
  ready: Promise<void>;
  vendor: LiveChatVendor;
} {
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let availability: unknown;
  let open = false;
  let onClose: (() => void) | undefined;
  const handlers: EventHandlers = {
    onReady: (data) => {
      availability = (data as Partial<typeof data> | undefined)?.state?.availability;
      markReady();
    },
    onAvailabilityChanged: (data) => (availability = data?.availability),
    onVisibilityChanged: (data) => {
      const step = visibilityStep(open, data?.visibility);
      open = step.open;
      if (!step.closed) return;
      onClose?.();
      assignVisibility('hidden');
    },
  };
  const vendor: LiveChatVendor = {
    start(data, options) {
      onClose = options?.onClose;
      try {
        assignCustomerData({ name: data.name, email: data.email });
        window.LiveChatWidget?.call('set_session_variables', sessionVariables(data));
        assignVisibility('maximized');
        return undefined;
      } catch (error) {
        logVendorProblem({
          area: AREA,
          vendor: 'livechat',
          kind: 'call-failed',
          message: `LiveChat refused the pre-chat answers; ${FALLBACK}`,
          detail: error,
        });
        return false;
      }
    },
    availability: () => Promise.resolve(availabilityOf(availability)),
  };
  return { handlers, ready, vendor };
}

/** LiveChat as the page has it, or installed by LiveChat's package with its bubble hidden. */
function liveChatOnPage(setup: Extract<LiveChatSetup, { on: true }>): LiveChatOnPage {
  const { handlers, ready, vendor } = chatOverLiveChat();
  if (isWidget(window.LiveChatWidget)) {
    assignEventHandlers('on', handlers);
    return { ours: false, ready, vendor };
  }
  // Until the shopper asks, LiveChat's own bubble stays hidden: our launcher is the chat's door.
  createWidget({ ...setup.account, visibility: 'hidden', ...handlers });
  return { ours: true, ready, vendor };
}

/** Whether `ready` came within `ms`. */
function readyWithin(ready: Promise<void>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    void ready.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

let onPage: LiveChatOnPage | null = null;
let loading: Promise<LiveChatVendor | null> | null = null;

async function load(setup: Extract<LiveChatSetup, { on: true }>): Promise<LiveChatVendor | null> {
  try {
    onPage ??= liveChatOnPage(setup);
  } catch (error) {
    logVendorProblem({
      area: AREA,
      vendor: 'livechat',
      kind: 'call-failed',
      message: `LiveChat's widget could not be set up; ${FALLBACK}`,
      detail: error,
    });
    return null;
  }
  if (onPage.ours && !(await requestScript({ src: setup.src, name: 'livechat' }))) {
    logVendorProblem({
      area: AREA,
      vendor: 'livechat',
      kind: 'script-failed',
      message: `LiveChat's script did not load; ${FALLBACK}`,
    });
    return null;
  }
  if (await readyWithin(onPage.ready, LIVECHAT_READY_MS)) return onPage.vendor;
  logVendorProblem({
    area: AREA,
    vendor: 'livechat',
    kind: 'not-ready',
    message: `LiveChat did not become ready; ${FALLBACK}`,
  });
  return null;
}

/**
 * LiveChat for the shop's account, once it is ready: the page's own widget when it has one,
 * else installed by LiveChat's package with tracking.js loaded once. Null (logged once) when the
 * setup is off, the script fails or LiveChat never becomes ready; a later call tries again.
 *
 * @example const chat = await loadLiveChat(liveChatSetup('12345678:2', '', location.origin)); chat?.start(data);
 */
export function loadLiveChat(setup: LiveChatSetup): Promise<LiveChatVendor | null> {
  if (!setup.on) {
    logOnce('warn', 'chat:livechat-setup', setup.problem, undefined, { vendor: 'livechat' });
    return Promise.resolve(null);
  }
  loading ??= load(setup).then((vendor) => {
    if (!vendor) loading = null;
    return vendor;
  });
  return loading;
}

/** Forgets the page's LiveChat (tests). */
export function resetLiveChat(): void {
  onPage = null;
  loading = null;
}
