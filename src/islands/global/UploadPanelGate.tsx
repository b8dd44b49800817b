import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $unfinishedUploads, $uploads } from '../../stores/uploads.ts';
import { IslandBoundary } from './IslandBoundary.tsx';
import { loadOnline } from './load-online.ts';

/** The panel's rows and actions, loaded on demand: most pages never show an upload. */
const UploadPanelBody = lazy(() => loadOnline(() => import('./UploadPanelBody.tsx')));

/** The upload panel once there is an upload or one to resume (loaded with the upload queue). */
export default function UploadPanelGate() {
  const items = useStore($uploads);
  const unfinished = useStore($unfinishedUploads);
  if (items.length === 0 && unfinished.length === 0) return null;
  // A panel that could not load leaves the rest of the global UI (toasts, network status) alone.
  return (
    <IslandBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <UploadPanelBody />
      </Suspense>
    </IslandBoundary>
  );
}
