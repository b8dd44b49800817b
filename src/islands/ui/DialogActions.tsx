import type { ReactNode } from 'react';

interface Props {
  /** The cancel (or back) button; none in a dialog with one button. */
  readonly cancel?: {
    readonly label: string;
    readonly onClick: () => void;
    readonly disabled?: boolean;
    readonly autoFocus?: boolean;
  };
  /** The primary action (submit, confirm, close): always the last button. */
  readonly children: ReactNode;
}

/** The buttons of every dialog in one order: cancel first, the primary action last. */
export function DialogActions({ cancel, children }: Props) {
  return (
    <div className="confirm__actions">
      {cancel && (
        <button
          type="button"
          className="button"
          disabled={cancel.disabled}
          autoFocus={cancel.autoFocus}
          onClick={cancel.onClick}
        >
          {cancel.label}
        </button>
      )}
      {children}
    </div>
  );
}
