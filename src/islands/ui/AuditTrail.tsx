import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import type { AuditEntry, AuditLoad } from '../../api/audit.ts';
import type { AuditAction } from '../../../server/src/contract/plain/people.ts';
import { auditValue, createAuditTrail, type AuditValueFormat } from '../../stores/audit.ts';
import { taipeiDateTime } from '../../lib/taipei.ts';
import { useT } from '../use-t.ts';
import { EmptyState, LoadFailed, Skeleton } from './LoadState.tsx';

/** What a record page gives its audit trail. */
export interface AuditTrailProps {
  /** Loads a page of the record's entries (the area's API module). */
  readonly load: AuditLoad;
  /** Field name → its label, translated (a field without one shows its name). */
  readonly fields: Readonly<Record<string, string>>;
  /** Field name → how its values read (a status's words, money); others show as they are. */
  readonly values?: Readonly<Record<string, AuditValueFormat>>;
  /** Change it after the record changed: the trail reloads from the newest entry. */
  readonly version?: number;
}

/** The words of each action. */
const actionLabels: Readonly<Record<AuditAction, string>> = {
  CREATE: 'audit.action.create',
  UPDATE: 'audit.action.update',
  DELETE: 'audit.action.delete',
  MAKE_MAIN: 'audit.action.makeMain',
  ADJUST: 'audit.action.adjust',
  ADD_MEMBERS: 'audit.action.addMembers',
  REMOVE_MEMBERS: 'audit.action.removeMembers',
  GRANT: 'audit.action.grant',
  REVOKE: 'audit.action.revoke',
};

/** The fields one entry changed, each with its value before and after. */
function Changes({
  entry,
  fields,
  values = {},
}: {
  entry: AuditEntry;
  fields: AuditTrailProps['fields'];
  values: AuditTrailProps['values'];
}) {
  const t = useT();
  const keys = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  if (keys.length === 0) return null;
  return (
    <dl className="audit-trail__changes">
      {keys.map((key) => (
        <div key={key} className="audit-trail__change">
          <dt>{fields[key] ?? key}</dt>
          <dd>
            {entry.before !== null && (
              <span className="audit-trail__before">
                {auditValue(t, entry.before[key], values[key])}
              </span>
            )}
            {entry.before !== null && entry.after !== null && (
              <span aria-label={t('audit.changedTo')}> → </span>
            )}
            {entry.after !== null && (
              <span className="audit-trail__after">
                {auditValue(t, entry.after[key], values[key])}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The changes administrators made to a record, newest first, with who and when. */
export function AuditTrail({ load, fields, values, version = 0 }: AuditTrailProps) {
  const t = useT();
  const heading = useId();
  const latest = useRef(load);
  latest.current = load;
  const trail = useMemo(() => createAuditTrail((page, signal) => latest.current(page, signal)), []);
  const view = useStore(trail.$trail);
  useEffect(() => {
    void trail.reload();
  }, [trail, version]);
  useEffect(() => () => trail.stop(), [trail]);

  return (
    <section className="audit-trail" aria-labelledby={heading}>
      <h2 id={heading} className="audit-trail__title">
        {t('audit.title')}
      </h2>
      {view.status === 'loading' && view.entries.length === 0 && <Skeleton shape="list" />}
      {view.status === 'error' && <LoadFailed onRetry={() => void trail.reload()} />}
      {view.status === 'ready' && view.entries.length === 0 && (
        <EmptyState title={t('audit.empty')} text={t('audit.emptyText')} />
      )}
      {view.entries.length > 0 && (
        <ol className="audit-trail__list">
          {view.entries.map((entry) => (
            <li key={entry.id} className="audit-trail__entry">
              <p className="audit-trail__head">
                <span className="audit-trail__action">
                  {t('audit.entry', {
                    actor: entry.actor?.name ?? t('audit.unknownActor'),
                    action: t(actionLabels[entry.action]),
                  })}
                </span>
                <time dateTime={entry.at}>{taipeiDateTime(entry.at)}</time>
              </p>
              <Changes entry={entry} fields={fields} values={values} />
            </li>
          ))}
        </ol>
      )}
      {view.hasMore && (
        <button
          type="button"
          className="button"
          disabled={view.loadingMore}
          onClick={() => void trail.more()}
        >
          {view.loadingMore ? t('load.loading') : t('audit.more')}
        </button>
      )}
    </section>
  );
}
