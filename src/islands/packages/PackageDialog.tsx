import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { PackageStatus } from '../../../server/src/contract/discounts.ts';
import {
  MAX_DISCOUNT_TITLE_LENGTH,
  packageStatuses,
} from '../../../server/src/contract/plain/discounts.ts';
import { formatPrice } from '../../i18n/format.ts';
import {
  $packageDialog,
  closePackageDialog,
  editPackageDraft,
  listPriceOf,
  packageCourseSearch,
  packageForm,
  savePackage,
  searchPackageCourses,
  togglePackageCourse,
} from '../../stores/packages/form.ts';
import { $packageCover, coverInFlight } from '../../stores/packages/cover.ts';
import { FormDialog } from '../form/FormDialog.tsx';
import { FormField } from '../form/FormField.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { useForm } from '../form/use-form.ts';
import { ProductPicker } from '../ui/ProductPicker.tsx';
import { PackageCoverField } from './PackageCoverField.tsx';
import { useT } from '../use-t.ts';
import type { BadgeTone } from '../ui/Badge.tsx';

/** Labels of the package statuses. */
export const packageStatusLabels: Readonly<Record<PackageStatus, string>> = {
  DRAFT: 'packages.status.draft',
  PUBLISH: 'packages.status.publish',
  CLOSED: 'packages.status.closed',
};

/** The tone of each package status. */
export const packageStatusTones: Readonly<Record<PackageStatus, BadgeTone>> = {
  DRAFT: 'info',
  PUBLISH: 'success',
  CLOSED: 'neutral',
};

/** The new-package and edit-package dialog: title, price, courses, status and cover. */
export function PackageDialog() {
  const t = useT();
  const open = useStore($packageDialog);
  const { values, saving, error } = useForm(packageForm);
  const uploading = coverInFlight(useStore($packageCover).chosen);
  useEffect(() => closePackageDialog, []);
  const creating = open?.mode === 'create';
  return (
    <FormDialog
      open={open !== null}
      className="discount-dialog discount-dialog--form"
      titleId="package-dialog-title"
      title={t(creating ? 'packages.create' : 'packages.editTitle')}
      onClose={closePackageDialog}
      onSubmit={savePackage}
      saving={saving}
      submitLabel={
        uploading
          ? t('packages.form.coverUploading')
          : t(creating ? 'packages.form.create' : 'discounts.form.save')
      }
      submitDisabled={uploading}
      cancelLabel={t('discounts.cancel')}
    >
      <FormField
        id="package-title"
        label={t('packages.form.title')}
        value={values.title}
        maxLength={MAX_DISCOUNT_TITLE_LENGTH}
        onValue={(value) => editPackageDraft('title', value)}
        error={error('title')}
      />
      <ProductPicker
        id="package-courses"
        legend={t('packages.form.courses')}
        search={packageCourseSearch}
        onSearch={searchPackageCourses}
        chosen={values.course_ids}
        multiple
        onToggle={togglePackageCourse}
        error={error('course_ids')}
      />
      {values.course_ids.length > 0 && (
        <ul className="package-chosen" aria-label={t('packages.form.chosen')}>
          {values.course_ids.map((course) => (
            <li key={course.id}>
              {course.title} <span>{formatPrice(course.price, 'TWD')}</span>
            </li>
          ))}
        </ul>
      )}
      <FormField
        id="package-price"
        label={t('packages.form.price')}
        value={values.price}
        inputMode="numeric"
        aria-describedby="package-price-hint"
        onValue={(value) => editPackageDraft('price', value)}
        error={error('price')}
      />
      <p id="package-price-hint" className="field__hint">
        {t('packages.form.priceHint', { list: formatPrice(listPriceOf(values), 'TWD') })}
      </p>
      <SelectField<PackageStatus>
        id="package-status"
        label={t('packages.form.status')}
        value={values.status}
        options={packageStatuses.map((status) => ({
          value: status,
          label: t(packageStatusLabels[status]),
        }))}
        onValue={(status) => editPackageDraft('status', status)}
        error={error('status')}
      />
      <PackageCoverField draft={values} error={error('cover_upload_id')} />
    </FormDialog>
  );
}
