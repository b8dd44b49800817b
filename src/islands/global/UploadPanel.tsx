import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $unfinishedUploads, $uploads } from '../../stores/uploads.ts';

/** The panel's rows and actions, loaded on demand: most pages never show an upload. */
const UploadPanelBody = lazy(() => import('./UploadPanelBody.tsx'));

/**
 * The upload panel at the bottom right, once there is an upload (or one to resume): collapsible,
 * each file with size, percent, speed, time left and status.
 */
export function UploadPanel() {
  const items = useStore($uploads);
  const unfinished = useStore($unfinishedUploads);
  if (items.length === 0 && unfinished.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <UploadPanelBody />
    </Suspense>
  );
}
