import type { ReactNode } from 'react';
import { FormDialog } from './FormDialog.tsx';
import { TextAreaField } from './TextAreaField.tsx';

interface Props {
  /** The dialog's id: its title is `{id}-title`, its reason field `{id}-reason`. */
  readonly id: string;
  readonly open: boolean;
  readonly className: string;
  readonly title: string;
  /** What is about to happen, above the fields. */
  readonly message: ReactNode;
  readonly reasonLabel: string;
  readonly reason: string;
  readonly onReason: (value: string) => void;
  /** The server's refusal of the reason, shown at the field. */
  readonly error: string | undefined;
  readonly maxLength: number;
  readonly submitLabel: string;
  readonly savingLabel?: string;
  readonly cancelLabel: string;
  readonly saving: boolean;
  readonly danger?: boolean;
  readonly onClose: () => void;
  readonly onSubmit: () => Promise<boolean>;
  /** Fields asked before the reason (a payment reference). */
  readonly children?: ReactNode;
}

/**
 * The one dialog of an administrator's action that needs a reason (end, disable, close, cancel,
 * mark paid, re-issue): what happens, any other field, then the required reason, whose refusal
 * shows at the field with what was typed kept.
 */
export function ReasonDialog({
  id,
  message,
  reasonLabel,
  reason,
  onReason,
  error,
  maxLength,
  children,
  ...dialog
}: Props) {
  return (
    <FormDialog {...dialog} titleId={`${id}-title`}>
      {message}
      {children}
      <TextAreaField
        id={`${id}-reason`}
        label={reasonLabel}
        rows={3}
        maxLength={maxLength}
        required
        value={reason}
        onValue={onReason}
        error={error}
      />
    </FormDialog>
  );
}
