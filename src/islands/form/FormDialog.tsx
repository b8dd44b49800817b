import { useRef, type ReactNode, type SyntheticEvent } from 'react';
import { DialogActions } from '../ui/DialogActions.tsx';
import { ModalDialog } from '../ui/ModalDialog.tsx';
import { useT } from '../use-t.ts';
import { focusFirstProblem } from './focus-problem.ts';

interface Props {
  /** Shown while true; the form renders only then. */
  readonly open: boolean;
  readonly className: string;
  /** The id of the heading (the dialog's name). */
  readonly titleId: string;
  readonly title: ReactNode;
  /** Escape and the cancel button: the store closes the dialog. */
  readonly onClose: () => void;
  /** Sends the form; false when it was refused (focus then moves to the first field with a message). */
  readonly onSubmit: () => Promise<boolean>;
  readonly saving: boolean;
  readonly submitLabel: string;
  /** The submit button's label while saving (default: Saving…). */
  readonly savingLabel?: string | undefined;
  /** Disables the submit button although nothing is saving (e.g. a file still uploading). */
  readonly submitDisabled?: boolean;
  readonly cancelLabel: string;
  /** The submit button red instead of primary. */
  readonly danger?: boolean;
  readonly children: ReactNode;
}

/** A modal dialog holding one form: heading, fields, then cancel and the submit button last. */
export function FormDialog({
  open,
  className,
  titleId,
  title,
  onClose,
  onSubmit,
  saving,
  submitLabel,
  savingLabel,
  submitDisabled = false,
  cancelLabel,
  danger = false,
  children,
}: Props) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!(await onSubmit())) focusFirstProblem(formRef.current);
  };
  return (
    <ModalDialog open={open} className={className} labelledBy={titleId} onCancel={onClose}>
      {open && (
        <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
          <h2 id={titleId}>{title}</h2>
          {children}
          <DialogActions cancel={{ label: cancelLabel, onClick: onClose }}>
            <button
              type="submit"
              className={danger ? 'button button--danger' : 'button button--primary'}
              disabled={saving || submitDisabled}
            >
              {saving ? (savingLabel ?? t('form.saving')) : submitLabel}
            </button>
          </DialogActions>
        </form>
      )}
    </ModalDialog>
  );
}
