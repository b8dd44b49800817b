import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import {
  $mediaPreview,
  $mediaUnplayable,
  loadMediaPreview,
  markMediaUnplayable,
  mediaKindOf,
  retryMediaPreview,
} from '../../stores/structure/media-preview.ts';
import { useT } from '../use-t.ts';

/** The lecture editor's player of the lecture's stored video or audio (loaded with its section). */
export default function MediaPreview({
  lectureId,
  uploadId,
  name,
}: {
  lectureId: number;
  uploadId: string;
  name: string;
}) {
  const t = useT();
  const state = useStore($mediaPreview);
  const unplayable = useStore($mediaUnplayable);
  useEffect(() => {
    void loadMediaPreview({ lectureId, uploadId });
  }, [lectureId, uploadId]);
  const link = state.key?.uploadId === uploadId ? state.data : null;
  if (state.status === 'error' || state.status === 'not-found') {
    return (
      <div className="lecture-preview" role="alert">
        <p className="lecture-note">{t('lecture.preview.unplayable')}</p>
        <button type="button" className="button" onClick={() => void retryMediaPreview()}>
          {t('lecture.preview.retry')}
        </button>
      </div>
    );
  }
  if (!link || state.status === 'loading')
    return (
      <p className="lecture-note" role="status">
        {t('lecture.preview.loading')}
      </p>
    );
  const kind = mediaKindOf(link.mime_type);
  if (kind === null || unplayable === link.url)
    return (
      <div className="lecture-preview" role="alert">
        <p className="lecture-note">{t('lecture.preview.unplayable')}</p>
        <button type="button" className="button" onClick={() => void retryMediaPreview()}>
          {t('lecture.preview.retry')}
        </button>
      </div>
    );
  const label = t('lecture.preview.label', { name });
  const failed = () => markMediaUnplayable(link.url);
  return (
    <div className="lecture-preview">
      {kind === 'video' ? (
        <video
          controls
          preload="metadata"
          src={link.url}
          aria-label={label}
          onError={failed}
          className="lecture-preview__player"
        />
      ) : (
        <audio controls preload="metadata" src={link.url} aria-label={label} onError={failed} />
      )}
    </div>
  );
}
