import { useEffect, useRef, type ReactNode } from 'react';
import { keepTabInside } from '../../lib/focus-trap.ts';

interface Props {
  /** Shown as a modal while true, closed otherwise. */
  readonly open: boolean;
  /** The dialog's own class, beside the shared frame's `modal-dialog`. */
  readonly className: string;
  /** The id of the dialog's heading. */
  readonly labelledBy: string;
  /** Escape (the dialog's cancel): the store closes it, so the state stays the one truth. */
  readonly onCancel: () => void;
  readonly children: ReactNode;
}

/** A modal `<dialog>` in the shared frame (`.modal-dialog`, src/styles/ui.css), opened and closed by a store's state, keeping Tab inside while open. */
export function ModalDialog({ open, className, labelledBy, onCancel, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={`modal-dialog ${className}`}
      aria-labelledby={labelledBy}
      onKeyDown={(event) => keepTabInside(event, event.currentTarget)}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {children}
    </dialog>
  );
}
