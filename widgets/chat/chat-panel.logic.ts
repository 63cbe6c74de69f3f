import { withoutErrors } from '../shared/forms/field-errors.logic';
import {
  EMPTY_PRECHAT,
  type ChatAvailability,
  type PrechatData,
  type PrechatErrors,
  type PrechatField,
  type PrechatValues,
} from './chat.logic';

// The chat panel as pure state (spec/marketing.md §3, §5): whether the pre-chat dialog is open,
// what the shopper typed and what is wrong with it, how far the form got, and the launcher's
// availability. useChat runs the vendor, the cookie and the session keys; this decides what each
// event does to the panel.

/** 'sending': the vendor is loading; 'chatting': its window took over; 'confirmed': by email. */
export type ChatStatus = 'form' | 'sending' | 'confirmed' | 'chatting';

export interface ChatPanelState {
  readonly open: boolean;
  readonly values: PrechatValues;
  readonly errors: PrechatErrors;
  readonly status: ChatStatus;
  /** The form as last sent (the confirmation names the shopper; the vendor is started again with it). */
  readonly sent: PrechatData | null;
  readonly availability: ChatAvailability;
}

export type ChatPanelAction =
  | { type: 'opened' | 'closed' }
  | { type: 'changed'; field: PrechatField; value: string }
  | { type: 'checked'; errors: PrechatErrors }
  | { type: 'sent'; data: PrechatData }
  | { type: 'sending' | 'confirmed' }
  /** The vendor's window took over: the panel closes without the shopper closing the chat. */
  | { type: 'chatting' }
  | { type: 'availability'; availability: ChatAvailability };

/**
 * An empty form; open when the shopper left it open in this session (shouldRestoreOpen).
 *
 * @example initialChatPanel(false).status // 'form'
 */
export const initialChatPanel = (open: boolean): ChatPanelState => ({
  open,
  values: EMPTY_PRECHAT,
  errors: {},
  status: 'form',
  sent: null,
  availability: 'unknown',
});

/**
 * The next state. An edited field loses its message; the others keep theirs until the next
 * submit checks them again.
 *
 * @example chatPanelReducer(initialChatPanel(false), { type: 'changed', field: 'name', value: 'Ann' }).values.name // 'Ann'
 */
export function chatPanelReducer(state: ChatPanelState, action: ChatPanelAction): ChatPanelState {
  switch (action.type) {
    case 'opened':
    case 'closed':
      return { ...state, open: action.type === 'opened' };
    case 'changed':
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        errors: withoutErrors(state.errors, [action.field]),
      };
    case 'checked':
      return { ...state, errors: action.errors };
    case 'sent':
      return { ...state, sent: action.data };
    case 'sending':
    case 'confirmed':
      return { ...state, status: action.type };
    case 'chatting':
      return { ...state, status: 'chatting', open: false };
    case 'availability':
      return { ...state, availability: action.availability };
  }
}
