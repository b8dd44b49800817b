import type { ReactNode } from 'react';

/** A search form (`role="search"`): submitting it runs the search instead of sending the page. */
export function SearchForm({
  className,
  onSearch,
  children,
}: {
  readonly className: string;
  readonly onSearch: () => void;
  readonly children: ReactNode;
}) {
  return (
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      {children}
    </form>
  );
}

/** A labelled search box holding the words typed. */
export function SearchField({
  id,
  label,
  value,
  onValue,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onValue: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
    </div>
  );
}
