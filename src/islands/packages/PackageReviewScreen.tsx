import { packageStatuses } from '../../../server/src/contract/plain/discounts.ts';
import { packageReviewList } from '../../stores/packages/review.ts';
import { ListFrame } from '../ui/ListFrame.tsx';
import { useT } from '../use-t.ts';
import { packageStatusLabels } from './PackageDialog.tsx';
import { packageColumns } from './package-columns.tsx';

/**
 * Every lecturer's packages (administrators): cover, title, lecturer, how many courses, list
 * price against package price, status; keyword and status kept in the address. Read only.
 */
export default function PackageReviewScreen() {
  const t = useT();
  return (
    <div className="discounts">
      <p className="discounts__note">{t('packages.review.note')}</p>
      <ListFrame
        list={packageReviewList}
        caption={t('packages.review.heading')}
        columns={packageColumns(t, { lecturer: true })}
        tableClassName="discount-table package-table"
        filters={[
          { kind: 'search', key: 'keyword', label: t('discounts.list.keyword') },
          {
            kind: 'select',
            key: 'status',
            label: t('packages.list.statusColumn'),
            options: [
              { value: '', label: t('packages.review.allStatuses') },
              ...packageStatuses.map((status) => ({
                value: status,
                label: t(packageStatusLabels[status]),
              })),
            ],
          },
        ]}
        empty={{ title: t('packages.review.empty') }}
        noMatch={t('discounts.list.noMatch')}
      />
    </div>
  );
}
