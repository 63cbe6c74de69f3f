export interface CloseButtonProps {
  /** The button's accessible name ('Close', 'Close the countdown'): it shows only an icon. */
  label: string;
  /** The widget's own class (where the button stands); the look is `rove-close-button`. */
  className: string;
  onClick: () => void;
  /** The icon's size in px: a dialog's corner takes 20, a slim banner 18. */
  iconSize?: number;
}

/**
 * The round button with the × icon that closes a dialog or a banner. Its look is
 * widgets/shared/styles/close-button.css, which the widget's sheet includes.
 */
export function CloseButton({ label, className, onClick, iconSize = 20 }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`${className} rove-close-button`}
      aria-label={label}
      onClick={onClick}
    >
      <svg
        viewBox="0 0 24 24"
        width={iconSize}
        height={iconSize}
        aria-hidden="true"
        focusable="false"
      >
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}
