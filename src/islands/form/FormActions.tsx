import type { ReactNode } from 'react';
import { useT } from '../use-t.ts';

interface Props {
  readonly saving: boolean;
  /** Shows a note while changes are unsaved. */
  readonly dirty?: boolean;
  /** Label of the submit button (default: Save). */
  readonly label?: string | undefined;
  /** Label of the submit button while saving (default: Saving…). */
  readonly savingLabel?: string | undefined;
  /** Disables the submit button although nothing is saving (e.g. nothing changed). */
  readonly disabled?: boolean;
  /** A cancel button after the submit button, with its label. */
  readonly onCancel?: () => void;
  readonly cancelLabel?: string;
  /** The form's own buttons, after the submit button. */
  readonly children?: ReactNode;
}

/**
 * The save button of a form: disabled while saving, with a note while changes are unsaved; a
 * cancel button or the form's own buttons after it.
 */
export function FormActions({
  saving,
  dirty = false,
  label,
  savingLabel,
  disabled = false,
  onCancel,
  cancelLabel,
  children,
}: Props) {
  const t = useT();
  return (
    <div className="form-actions">
      <button type="submit" className="button button--primary" disabled={saving || disabled}>
        {saving ? (savingLabel ?? t('form.saving')) : (label ?? t('form.save'))}
      </button>
      {onCancel && (
        <button type="button" className="button" onClick={onCancel}>
          {cancelLabel}
        </button>
      )}
      {children}
      {dirty && !saving && <span className="form-actions__note">{t('form.unsaved')}</span>}
    </div>
  );
}
