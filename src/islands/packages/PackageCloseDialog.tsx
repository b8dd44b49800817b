import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { MAX_END_REASON_LENGTH } from '../../../server/src/contract/plain/discounts.ts';
import {
  $packageCloseReason,
  $packageClosing,
  cancelPackageClose,
  confirmPackageClose,
  editPackageCloseReason,
  packageClose,
} from '../../stores/packages/close.ts';
import { ReasonDialog } from '../form/ReasonDialog.tsx';
import { useT } from '../use-t.ts';

/**
 * An administrator's "close" of a lecturer's bundle: the reason is required; the server's refusal
 * shows at the field and what was typed stays.
 */
export function PackageCloseDialog() {
  const t = useT();
  const item = useStore($packageClosing);
  const reason = useStore($packageCloseReason);
  const busy = useStore(packageClose.$busy);
  const error = useStore(packageClose.$error) ?? undefined;
  useEffect(() => cancelPackageClose, []);
  return (
    <ReasonDialog
      id="package-close"
      open={item !== null}
      className="discount-dialog"
      title={t('packages.close.title')}
      message={
        item && <p>{t('packages.close.message', { name: item.owner.name, title: item.title })}</p>
      }
      reasonLabel={t('packages.close.reason')}
      reason={reason}
      onReason={editPackageCloseReason}
      error={error}
      maxLength={MAX_END_REASON_LENGTH}
      onClose={cancelPackageClose}
      onSubmit={confirmPackageClose}
      saving={busy}
      submitLabel={t('packages.close')}
      cancelLabel={t('discounts.cancel')}
      danger
    />
  );
}
