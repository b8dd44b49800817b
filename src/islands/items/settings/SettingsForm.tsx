import type { ReactNode } from 'react';
import type { ReadOnlyReason } from '../../../stores/item.ts';
import { FormActions } from '../../form/FormActions.tsx';

interface Props {
  readonly title?: string;
  readonly intro?: string;
  /** Why the viewer may only look, or null when they may save. */
  readonly readOnly: ReadOnlyReason | null;
  readonly saving: boolean;
  readonly dirty: boolean;
  readonly onSave: () => void;
  /** Label of the save button (default: Save). */
  readonly saveLabel?: string;
  readonly children: ReactNode;
}

/** A settings form: heading, intro, the fields and (when editable) Save. */
export function SettingsForm({
  title,
  intro,
  readOnly,
  saving,
  dirty,
  onSave,
  saveLabel,
  children,
}: Props) {
  return (
    <form
      className="settings-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      {title && <h2>{title}</h2>}
      {intro && <p className="settings-form__intro">{intro}</p>}
      {children}
      {readOnly === null && <FormActions saving={saving} dirty={dirty} label={saveLabel} />}
    </form>
  );
}
