import { useStore } from '@nanostores/react';
import type { TrashEntry } from '../../../server/src/contract/trash.ts';
import { taipeiDateTime } from '../../lib/taipei.ts';
import { $session } from '../../stores/session.ts';
import { restoreEntry, trashKindFilters, trashList } from '../../stores/trash/list.ts';
import type { DataColumn } from '../ui/DataTable.tsx';
import { ListFrame } from '../ui/ListFrame.tsx';
import { useT } from '../use-t.ts';

/**
 * The trash (`/trash`): what was deleted in the last 30 days and may be restored, newest first,
 * by kind; each row restores its entry. Administrators also see whose it was.
 */
export default function TrashScreen() {
  const t = useT();
  const session = useStore($session);
  const busy = useStore(restoreEntry.$busy);
  const admin = session.status === 'ready' && session.persona !== 'lecturer';

  const columns: DataColumn<TrashEntry>[] = [
    {
      key: 'title',
      header: t('trash.list.title'),
      rowHeader: true,
      cell: (entry) => <bdi>{entry.title}</bdi>,
    },
    {
      key: 'kind',
      header: t('trash.list.kind'),
      cell: (entry) => t('trash.kind', { kind: entry.kind }),
    },
    ...(admin
      ? [
          {
            key: 'owner',
            header: t('trash.list.owner'),
            cell: (entry: TrashEntry) => entry.owner?.name ?? t('trash.list.platform'),
          },
        ]
      : []),
    {
      key: 'deleted',
      header: t('trash.list.deleted'),
      cell: (entry) =>
        t('trash.list.deletedBy', {
          at: taipeiDateTime(entry.deleted_at),
          name: entry.deleted_by?.name ?? '—',
        }),
    },
    {
      key: 'expires',
      header: t('trash.list.expires'),
      cell: (entry) => taipeiDateTime(entry.expires_at, false),
    },
    {
      key: 'restore',
      header: t('trash.list.actions'),
      hideHeader: true,
      cell: (entry) => (
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-label={t('trash.list.restoreNamed', { title: entry.title })}
          onClick={() => void restoreEntry.run(entry)}
        >
          {t('trash.list.restore')}
        </button>
      ),
    },
  ];

  return (
    <>
      <p className="hint">{t('trash.list.hint')}</p>
      <ListFrame
        list={trashList}
        caption={t('trash.list.caption')}
        columns={columns}
        filters={[
          {
            kind: 'select',
            key: 'kind',
            label: t('trash.list.kindFilter'),
            options: trashKindFilters.map((value) => ({
              value,
              label: value === 'ALL' ? t('trash.list.allKinds') : t('trash.kind', { kind: value }),
            })),
          },
        ]}
        empty={{ title: t('trash.list.empty'), text: t('trash.list.emptyText') }}
        noMatch={t('trash.list.noMatch')}
      />
    </>
  );
}
