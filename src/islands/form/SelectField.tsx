import { errorAttributes, FieldError } from './FieldError.tsx';

interface Props<T extends string> {
  readonly id: string;
  readonly label: string;
  readonly value: T;
  readonly options: readonly { readonly value: T; readonly label: string }[];
  readonly onValue: (value: T) => void;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
}

/** A labelled select with the server's message for it. */
export function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  onValue,
  error,
  disabled,
}: Props<T>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        {...errorAttributes(id, error)}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onValue(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}
