import { useStore } from '@nanostores/react';
import { useEffect, useState, type SyntheticEvent } from 'react';
import type { CouponRedemption, GeneratedCode } from '../../../server/src/contract/coupons.ts';
import { MAX_GENERATED_CODES } from '../../../server/src/contract/plain/coupons.ts';
import { formatPrice } from '../../i18n/format.ts';
import { formatDay } from '../../lib/local-day.ts';
import {
  codesExport,
  codesGenerate,
  generateCodes,
  generatedCodesLoader,
  loadGeneratedCodes,
  loadRedemptions,
  redemptionsLoader,
} from '../../stores/coupons/usage.ts';
import { errorAttributes, FieldError } from '../form/FieldError.tsx';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { ButtonPager } from './CouponParts.tsx';

/** A coupon's usage: who redeemed it (pages), and its generated codes with generate and export. */
export function CouponUsage({ code }: { readonly code: string }) {
  const t = useT();
  const redemptions = useStore(redemptionsLoader.$state);
  const codes = useStore(generatedCodesLoader.$state);
  const generating = useStore(codesGenerate.$busy);
  const generateError = useStore(codesGenerate.$error) ?? undefined;
  const exporting = useStore(codesExport.$busy);
  const [usagePage, setUsagePage] = useState(1);
  const [codesPage, setCodesPage] = useState(1);
  const [prefix, setPrefix] = useState('');
  const [count, setCount] = useState('100');

  useEffect(() => {
    void loadRedemptions(code, usagePage);
  }, [code, usagePage]);
  useEffect(() => {
    void loadGeneratedCodes(code, codesPage);
  }, [code, codesPage]);

  const onGenerate = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await generateCodes(code, prefix, Number(count))) setCodesPage(1);
  };

  const redemptionColumns: DataColumn<CouponRedemption>[] = [
    {
      key: 'member',
      header: t('coupons.usage.member'),
      rowHeader: true,
      cell: (row) => (
        <>
          {row.member.name}
          <span className="coupon-table__title">{row.member.email}</span>
        </>
      ),
    },
    { key: 'code', header: t('coupons.usage.code'), cell: (row) => row.code },
    { key: 'order', header: t('coupons.usage.order'), cell: (row) => row.order_no },
    {
      key: 'off',
      header: t('coupons.usage.amountOff'),
      className: 'coupon-table__number',
      cell: (row) => formatPrice(row.amount_off, 'TWD'),
    },
    {
      key: 'when',
      header: t('coupons.usage.when'),
      cell: (row) => formatDay(row.redeemed_at, true),
    },
  ];
  const codeColumns: DataColumn<GeneratedCode>[] = [
    { key: 'code', header: t('coupons.codes.code'), rowHeader: true, cell: (row) => row.code },
    {
      key: 'redeemed',
      header: t('coupons.codes.redeemed'),
      cell: (row) =>
        row.redeemed_at === null
          ? t('coupons.codes.unused')
          : t('coupons.codes.redeemedBy', {
              name: row.member_name ?? '',
              when: formatDay(row.redeemed_at, true),
            }),
    },
    {
      key: 'created',
      header: t('coupons.codes.createdAt'),
      cell: (row) => formatDay(row.created_at, true),
    },
  ];

  return (
    <div className="coupon-usage">
      <section aria-labelledby="coupon-redemptions-heading" className="panel coupon-usage__section">
        <h3 id="coupon-redemptions-heading">{t('coupons.usage.heading')}</h3>
        <LoadState
          state={redemptions}
          onRetry={() => void redemptionsLoader.retry()}
          skeleton="table"
          isEmpty={(answer) => answer.data.length === 0}
          empty={{ title: t('coupons.usage.empty') }}
        >
          {(answer) => (
            <>
              <DataTable
                caption={t('coupons.usage.caption')}
                className="coupon-table"
                columns={redemptionColumns}
                rows={answer.data}
                rowKey={(row) => row.id}
              />
              <ButtonPager
                current={usagePage}
                last={answer.meta.last_page}
                label={t('coupons.usage.pages')}
                onPage={setUsagePage}
              />
            </>
          )}
        </LoadState>
      </section>
      <section aria-labelledby="coupon-codes-heading" className="panel coupon-usage__section">
        <h3 id="coupon-codes-heading">{t('coupons.codes.heading')}</h3>
        <form className="coupon-codes__generate" onSubmit={(event) => void onGenerate(event)}>
          <div className="field">
            <label htmlFor="coupon-codes-prefix">{t('coupons.codes.prefix')}</label>
            <input
              id="coupon-codes-prefix"
              value={prefix}
              maxLength={12}
              autoComplete="off"
              {...errorAttributes('coupon-codes-prefix', generateError)}
              onChange={(event) => {
                setPrefix(event.target.value);
                codesGenerate.clearError();
              }}
            />
            <FieldError id="coupon-codes-prefix" error={generateError} />
          </div>
          <div className="field">
            <label htmlFor="coupon-codes-count">{t('coupons.codes.count')}</label>
            <input
              id="coupon-codes-count"
              type="number"
              min={1}
              max={MAX_GENERATED_CODES}
              value={count}
              aria-describedby="coupon-codes-count-hint"
              onChange={(event) => setCount(event.target.value)}
            />
            <span id="coupon-codes-count-hint" className="field__hint">
              {t('coupons.codes.countHint', { max: MAX_GENERATED_CODES })}
            </span>
          </div>
          <button
            type="submit"
            className="button button--primary"
            disabled={generating}
            aria-busy={generating}
          >
            {generating ? t('coupons.codes.generating') : t('coupons.codes.generate')}
          </button>
          <button
            type="button"
            className="button"
            disabled={exporting || (codes.data?.meta.total ?? 0) === 0}
            onClick={() => void codesExport.run(code)}
          >
            {exporting ? t('coupons.codes.exporting') : t('coupons.codes.download')}
          </button>
        </form>
        <LoadState
          state={codes}
          onRetry={() => void generatedCodesLoader.retry()}
          skeleton="table"
          isEmpty={(answer) => answer.data.length === 0}
          empty={{ title: t('coupons.codes.empty') }}
        >
          {(answer) => (
            <>
              <p className="field__hint">
                {t('coupons.codes.total', { count: answer.meta.total })}
              </p>
              <DataTable
                caption={t('coupons.codes.caption')}
                className="coupon-table"
                columns={codeColumns}
                rows={answer.data}
                rowKey={(row) => row.code}
              />
              <ButtonPager
                current={codesPage}
                last={answer.meta.last_page}
                label={t('coupons.codes.pages')}
                onPage={setCodesPage}
              />
            </>
          )}
        </LoadState>
      </section>
    </div>
  );
}
