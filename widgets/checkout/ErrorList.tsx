import { useCheckoutText } from './checkout-text';

export interface ErrorListProps {
  /** A heading line ('2 error(s).'), if any. */
  readonly title?: string | null;
  readonly messages: readonly string[];
  readonly onDismiss: () => void;
}

/**
 * The dismissible error block (spec/checkout.md §8: the server's order validation errors, the
 * 'N error(s).' banner). role=alert so that it is read out when it appears.
 */
export function ErrorList({ title, messages, onDismiss }: ErrorListProps) {
  const { m } = useCheckoutText();
  if (!title && messages.length === 0) return null;
  return (
    <div className="rove-checkout__errors" role="alert">
      {title && <p className="rove-checkout__errors-title">{title}</p>}
      {messages.length > 0 && (
        <ul className="rove-checkout__error-list">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <button type="button" className="rove-checkout__dismiss" onClick={onDismiss}>
        {m.dismiss}
      </button>
    </div>
  );
}
