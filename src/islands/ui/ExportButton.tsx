import { useStore } from '@nanostores/react';
import { $export, cancelExport, type ExportRun, runExport } from '../../stores/exports.ts';
import { useT } from '../use-t.ts';

/** What an export button exports: its key, the button's text and how to download it. */
export interface ExportButtonProps {
  readonly exportKey: string;
  readonly label: string;
  readonly run: ExportRun;
  /** The viewer may not export (no `export` permission): the button shows but does nothing. */
  readonly disabled?: boolean;
}

/**
 * A button that exports a list as CSV: while the file streams in it shows how many rows have
 * arrived (of the total the server counted) and a button that cancels.
 */
export function ExportButton({ exportKey, label, run, disabled = false }: ExportButtonProps) {
  const t = useT();
  const running = useStore($export);
  if (running?.key !== exportKey) {
    return (
      <button
        type="button"
        className="button"
        disabled={disabled || running !== null}
        onClick={() => void runExport(exportKey, run)}
      >
        {label}
      </button>
    );
  }
  const text =
    running.total === null
      ? t('ui.export.rows', { rows: running.rows })
      : t('ui.export.progress', { rows: running.rows, total: running.total });
  return (
    <span className="export-progress" role="status">
      <progress
        aria-label={label}
        max={running.total ?? undefined}
        value={running.total === null ? undefined : running.rows}
      />
      <span className="export-progress__text">{text}</span>
      <button type="button" className="button" onClick={cancelExport}>
        {t('ui.export.cancel')}
      </button>
    </span>
  );
}
