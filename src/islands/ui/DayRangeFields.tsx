/** A from/to pair of days (YYYY-MM-DD, either may be empty). */
interface DayRange {
  readonly from: string;
  readonly to: string;
}

interface Props {
  /** The ids of the two inputs are `${id}-from` and `${id}-to`. */
  readonly id: string;
  readonly fromLabel: string;
  readonly toLabel: string;
  readonly value: DayRange;
  readonly onValue: (change: Partial<DayRange>) => void;
}

/** Two date inputs for a filter's day range; each bounds the other, so "to" is never before "from". */
export function DayRangeFields({ id, fromLabel, toLabel, value, onValue }: Props) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-from`}>{fromLabel}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={(event) => onValue({ from: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{toLabel}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={value.to}
          min={value.from || undefined}
          onChange={(event) => onValue({ to: event.target.value })}
        />
      </div>
    </>
  );
}
