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
import { FormDialog } from '../form/FormDialog.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
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
    <FormDialog
      open={item !== null}
      className="discount-dialog"
      titleId="package-close-title"
      title={t('packages.close.title')}
      onClose={cancelPackageClose}
      onSubmit={confirmPackageClose}
      saving={busy}
      submitLabel={t('packages.close')}
      cancelLabel={t('discounts.cancel')}
      danger
    >
      {item && <p>{t('packages.close.message', { name: item.owner.name, title: item.title })}</p>}
      <TextAreaField
        id="package-close-reason"
        label={t('packages.close.reason')}
        rows={3}
        maxLength={MAX_END_REASON_LENGTH}
        required
        value={reason}
        onValue={editPackageCloseReason}
        error={error}
      />
    </FormDialog>
  );
}
