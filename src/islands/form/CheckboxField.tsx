interface Props {
  readonly id: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onValue: (checked: boolean) => void;
  readonly hint?: string;
  readonly disabled?: boolean;
}

/** A labelled checkbox with an optional hint. */
export function CheckboxField({ id, label, checked, onValue, hint, disabled }: Props) {
  return (
    <div className="field field--check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onValue(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
    </div>
  );
}
