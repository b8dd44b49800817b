/** The server's message for a field, linked to it by id and announced. */
export function FieldError({
  id,
  error,
}: {
  readonly id: string;
  readonly error?: string | undefined;
}) {
  if (!error) return null;
  return (
    <span id={`${id}-error`} className="field__error">
      {error}
    </span>
  );
}

/** The aria attributes of a field with a possible message. */
export function errorAttributes(id: string, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}
