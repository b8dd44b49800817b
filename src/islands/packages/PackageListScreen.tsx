import { useStore } from '@nanostores/react';
import { $session } from '../../stores/session.ts';
import PackageReviewScreen from './PackageReviewScreen.tsx';
import { openPackageCreate, openPackageEdit } from '../../stores/packages/form.ts';
import { packageDelete, packageList } from '../../stores/packages/list.ts';
import { ListFrame } from '../ui/ListFrame.tsx';
import { useT } from '../use-t.ts';
import { packageColumns } from './package-columns.tsx';
import { PackageDialog } from './PackageDialog.tsx';

/**
 * `/packages`: an administrator's review of every lecturer's bundles, else the lecturer's own.
 * A lecturer's packages (courses sold together at one price): cover, title, how many courses,
 * list price against package price, status; a keyword and pages kept in the address; create,
 * edit and delete (refused while a discount on it has not ended).
 */
export default function PackageListScreen() {
  const session = useStore($session);
  // An administrator opening `/packages` sees every lecturer's bundles here (issue #31).
  if (session.status === 'ready' && 'persona' in session && session.persona === 'admin')
    return <PackageReviewScreen />;
  return <OwnPackages />;
}

/** The lecturer's own packages. */
function OwnPackages() {
  const t = useT();
  const createButton = (
    <button type="button" className="button button--primary" onClick={openPackageCreate}>
      {t('packages.create')}
    </button>
  );

  return (
    <div className="discounts">
      <p className="discounts__note">{t('packages.list.note')}</p>
      <ListFrame
        list={packageList}
        caption={t('packages.list.heading')}
        columns={packageColumns(t)}
        tableClassName="discount-table package-table"
        rowActions={(item) => [
          { key: 'edit', label: t('discounts.edit'), onSelect: () => openPackageEdit(item) },
          {
            key: 'delete',
            label: t('discounts.delete'),
            danger: true,
            onSelect: () => void packageDelete.run(item),
          },
        ]}
        rowActionsLabel={(item) => t('discounts.list.actionsOf', { title: item.title })}
        filters={[{ kind: 'search', key: 'keyword', label: t('discounts.list.keyword') }]}
        create={createButton}
        empty={{
          title: t('packages.list.empty'),
          text: t('packages.list.emptyNext'),
        }}
        noMatch={t('discounts.list.noMatch')}
      />
      <PackageDialog />
    </div>
  );
}
