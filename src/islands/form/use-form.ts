/** Reads a form's values, messages and saving state in an island. */
import { useStore } from '@nanostores/react';
import type { FieldErrors, Form } from '../../stores/form.ts';

/** A form's current state for rendering. */
export interface FormView<V extends object> {
  readonly values: V;
  readonly errors: FieldErrors;
  readonly saving: boolean;
  readonly dirty: boolean;
  /** The first server message of a field. */
  readonly error: (field: string) => string | undefined;
}

/** Subscribes to a form's stores. */
export function useForm<V extends object>(form: Form<V>): FormView<V> {
  const values = useStore(form.$values);
  const errors = useStore(form.$errors);
  const saving = useStore(form.$saving);
  const dirty = useStore(form.$dirty);
  return { values, errors, saving, dirty, error: (field) => errors[field]?.[0] };
}
