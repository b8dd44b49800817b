import type { TextareaHTMLAttributes } from 'react';
import { errorAttributes, FieldError } from './FieldError.tsx';

interface Props extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'onChange' | 'value'
> {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly error?: string | undefined;
}

/** A labelled multi-line text field with the server's message for it. */
export function TextAreaField({ id, label, value, onValue, error, ...rest }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        {...rest}
        id={id}
        value={value}
        {...errorAttributes(id, error)}
        onChange={(event) => onValue(event.target.value)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
