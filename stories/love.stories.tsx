import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { loveMessages } from '../core/i18n/love';
import { translate, type MessageVars } from '../core/i18n/translate';
import { Love, type LoveProps } from '../widgets/love/Love';
import loveCss from '../widgets/love/love.css?raw';
import { LoveEmailDialog } from '../widgets/love/LoveEmailDialog';
import type { CloseReason } from '../widgets/shared/overlays/Modal';
import { withRoveStyles } from './rove-styles';

const PRODUCT_TITLE = 'Oak Sofa';

const t = (key: keyof (typeof loveMessages)['en'], vars?: MessageVars) =>
  translate(loveMessages, key, 'en', vars);

/** The button's accessible name, worded as <rove-love> words it. */
const labelFor = (selected: boolean) =>
  t(selected ? 'removeFromWishlist' : 'addToWishlist', { title: PRODUCT_TITLE });

/** The `html` the demo host's GET /uc_love/ajax_validate answers with (spec/shell.md §7). */
const SERVER_FORM_HTML =
  '<form class="uc-love-form"><h2>Save to your wishlist</h2>' +
  "<p>We'll keep your wishlist and can email it to you.</p>" +
  '<label for="uc-love-email">Email (optional)</label>' +
  '<input type="email" id="uc-love-email" name="email" autocomplete="email">' +
  '<label><input type="checkbox" name="subscribe" value="1"> Send me news and offers</label>' +
  '<button type="submit">Save</button></form>';

/** Server HTML goes through the SDK's sanitizer, loaded lazily as useLove loads it. */
const loadSanitizedServerForm = async () => {
  const { sanitizeHtml } = await import('../core/sanitize/html');
  return { formHtml: sanitizeHtml(SERVER_FORM_HTML) };
};

/** The view's props plus the email dialog's, so every state is one set of args. */
interface LoveStoryArgs extends Omit<LoveProps, 'children' | 'buttonRef'> {
  /** The optional-email dialog is open (an anonymous visitor's first love this session). */
  dialogOpen: boolean;
  /** The dialog's validation message under the email field. */
  emailError: string | null;
  onSubmitEmail: (email: string, subscribe: boolean) => void;
  onDismissEmail: (reason: CloseReason) => void;
}

/** Love with its dialog, composed the way <rove-love> composes them (love.element.tsx). */
function LoveWithDialog({
  dialogOpen,
  emailError,
  onSubmitEmail,
  onDismissEmail,
  formHtml,
  ...love
}: LoveStoryArgs & { formHtml: string }) {
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  return (
    <Love {...love} buttonRef={setButton}>
      {/* In the element the button always exists before the dialog opens: focus returns to it. */}
      {dialogOpen && button && (
        <LoveEmailDialog
          formHtml={formHtml}
          error={emailError}
          text={{ title: t('modalTitle'), close: t('close') }}
          returnFocusTo={button}
          onSubmit={onSubmitEmail}
          onDismiss={onDismissEmail}
        />
      )}
    </Love>
  );
}

const meta = {
  title: 'Widgets/Love',
  component: Love,
  decorators: [withRoveStyles({ 'rove-love': loveCss })],
  args: {
    selected: false,
    busy: false,
    label: labelFor(false),
    onToggle: fn(),
    dialogOpen: false,
    emailError: null,
    onSubmitEmail: fn(),
    onDismissEmail: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    emailError: { control: 'text' },
  },
  render: (args, { loaded }) => {
    const formHtml: unknown = loaded['formHtml'];
    return <LoveWithDialog {...args} formHtml={typeof formHtml === 'string' ? formHtml : ''} />;
  },
} satisfies Meta<LoveStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous visitor's heart: not in the wishlist yet. */
export const Anonymous: Story = {};

/** A logged-in customer's loved item is shown as selected (spec/shell.md §6). */
export const LoggedInSelected: Story = {
  args: { selected: true, label: labelFor(true) },
};

/**
 * A call is in flight: the button is aria-busy, dimmed, and ignores clicks. It keeps its
 * current state; it flips only when the server answers with the new count (spec/shell.md §4).
 */
export const Pending: Story = {
  args: { busy: true },
};

const errorDescription =
  'After a failed wishlist call the toggle goes back to its previous state: here the ' +
  'unselected button of an "add" that failed. Per spec/shell.md §7 failures of the love calls are ' +
  'only logged (one `[rove] wishlist call failed …` line in the console); the shopper sees no ' +
  'message, so this state looks the same as Anonymous.';

const ErrorStory: Story = {
  name: 'Error',
  args: { selected: false, busy: false, label: labelFor(false) },
  parameters: { docs: { description: { story: errorDescription } } },
};
// Exported under the state's name without shadowing the global Error in this module.
export { ErrorStory as Error };

/**
 * An anonymous visitor's first love of the session: the server's optional-email form
 * (sanitized) in a modal dialog. The heart stays busy while the dialog is open.
 */
export const ModalOpen: Story = {
  args: { busy: true, dialogOpen: true },
  loaders: [loadSanitizedServerForm],
};

/** The email did not pass the check: spec/shell.md §8's message, tied to the field. */
export const InvalidEmail: Story = {
  args: { busy: true, dialogOpen: true, emailError: t('invalidEmail') },
  loaders: [loadSanitizedServerForm],
  play: async ({ canvas, userEvent }) => {
    // What the visitor had typed when Save showed the message.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email (optional)' }), 'jane.doe@');
  },
};

/**
 * Click to toggle. Local state only: here the heart flips at once, whereas the element
 * flips after the server replies with the count (spec/shell.md §4).
 */
export const Interactive: Story = {
  render: function InteractiveLove({ selected: initiallySelected, onToggle }) {
    const [selected, setSelected] = useState(initiallySelected);
    return (
      <Love
        selected={selected}
        busy={false}
        label={labelFor(selected)}
        onToggle={() => {
          onToggle();
          setSelected((value) => !value);
        }}
      />
    );
  },
};
