import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $confirm, answerConfirm } from '../../stores/unsaved.ts';
import { keepTabInside } from '../../lib/focus-trap.ts';

/**
 * The modal confirm dialog: Escape or the cancel button answers no; focus starts on cancel. Its
 * buttons follow DialogActions' order (cancel, then the action) without importing it: this dialog
 * loads on every page, the shared row only with the screens that open dialogs.
 */
export function ConfirmDialog() {
  const request = useStore($confirm);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (request && !element.open) element.showModal();
    if (!request && element.open) element.close();
  }, [request]);
  return (
    <dialog
      ref={dialog}
      className="confirm"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-message"
      onKeyDown={(event) => {
        keepTabInside(event, event.currentTarget);
      }}
      onCancel={(event) => {
        event.preventDefault();
        answerConfirm(false);
      }}
    >
      {request && (
        <>
          <h2 id="confirm-title">{request.title}</h2>
          <p id="confirm-message">{request.message}</p>
          <div className="confirm__actions">
            <button type="button" className="button" autoFocus onClick={() => answerConfirm(false)}>
              {request.cancelLabel}
            </button>
            <button
              type="button"
              className={request.danger ? 'button button--danger' : 'button button--primary'}
              onClick={() => answerConfirm(true)}
            >
              {request.confirmLabel}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
