/** Moves focus to the first field with a message, once it has rendered. */
export function focusFirstProblem(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
