/** Says why a screen's fields are read-only (the viewer lacks the permission to edit them). */
export function ReadOnlyNote({ text }: { readonly text: string }) {
  return (
    <p className="read-only-note" role="note">
      {text}
    </p>
  );
}
