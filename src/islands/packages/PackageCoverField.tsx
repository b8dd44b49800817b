import { useStore } from '@nanostores/react';
import { fileMaxBytes } from '../../../server/src/contract/plain/uploads.ts';
import { $packageCover, coverInFlight } from '../../stores/packages/cover.ts';
import {
  choosePackageCover,
  coverPreviewOf,
  removePackageCover,
  type PackageDraft,
} from '../../stores/packages/form.ts';
import { DropZone } from '../ui/DropZone.tsx';
import { useT } from '../use-t.ts';

/** Size of the cover preview, in CSS pixels (16:9, as the list's thumbnail). */
const PREVIEW = { width: 192, height: 108 } as const;

/**
 * The package dialog's cover: the saved cover or the chosen image, a drop zone that sends an image
 * through the upload queue with its progress, failures in words, and removal.
 */
export function PackageCoverField({
  draft,
  error,
}: {
  readonly draft: PackageDraft;
  readonly error: string | undefined;
}) {
  const t = useT();
  const cover = useStore($packageCover);
  const preview = coverPreviewOf(cover, draft);
  const { chosen } = cover;
  const running = coverInFlight(chosen);
  const failure =
    chosen?.status === 'FAILED'
      ? t('packages.form.coverFailed', { error: chosen.error ?? t('packages.form.coverLost') })
      : (error ?? null);
  return (
    <fieldset className="package-cover">
      <legend>{t('packages.form.cover')}</legend>
      {preview ? (
        <img
          className="cover-image package-cover__image"
          src={preview}
          alt={t('packages.form.coverAlt')}
          width={PREVIEW.width}
          height={PREVIEW.height}
        />
      ) : (
        <p className="package-cover__none">{t('packages.form.noCover')}</p>
      )}
      {chosen?.status === 'FINISHED' && (
        <p className="field__hint" role="status">
          {t('packages.form.coverDone')}
        </p>
      )}
      {chosen?.status === 'ABORT' && (
        <p className="field__hint" role="status">
          {t('packages.form.coverCancelled')}
        </p>
      )}
      <DropZone
        id="package-cover-file"
        label={t('packages.form.chooseCover')}
        accept="image/jpeg,image/png,image/webp"
        types={t('packages.form.coverTypes')}
        maxBytes={fileMaxBytes.cover}
        compact
        uploadIds={chosen && running ? [chosen.uploadId] : []}
        error={failure}
        onFiles={([file]) => {
          if (file) choosePackageCover(file);
        }}
      />
      {preview && (
        <button type="button" className="button" onClick={removePackageCover}>
          {t('packages.form.removeCover')}
        </button>
      )}
    </fieldset>
  );
}
