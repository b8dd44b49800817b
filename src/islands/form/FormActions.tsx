import { useT } from '../use-t.ts';

interface Props {
  readonly saving: boolean;
  readonly dirty: boolean;
  /** Label of the submit button (default: Save). */
  readonly label?: string;
}

/** The save button of a form: disabled while saving, with a note while changes are unsaved. */
export function FormActions({ saving, dirty, label }: Props) {
  const t = useT();
  return (
    <div className="form-actions">
      <button type="submit" className="button button--primary" disabled={saving}>
        {saving ? t('form.saving') : (label ?? t('form.save'))}
      </button>
      {dirty && !saving && <span className="form-actions__note">{t('form.unsaved')}</span>}
    </div>
  );
}
