import type { InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onValue: (value: string) => void;
  /** The server's first message for this field, shown under it and announced. */
  readonly error?: string | undefined;
}

/** A labelled input with the server's message for it, linked for screen readers. */
export function FormField({ id, label, value, onValue, error, ...input }: Props) {
  const errorId = `${id}-error`;
  // A hint the caller links keeps its link when a message appears.
  const describedBy =
    [input['aria-describedby'], error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValue(event.target.value)}
      />
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
