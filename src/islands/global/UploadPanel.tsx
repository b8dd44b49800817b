import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $uploadsSeen } from '../../stores/upload-presence.ts';
import { IslandBoundary } from './IslandBoundary.tsx';
import { loadOnline } from './load-online.ts';

/** The upload queue and the panel, loaded once the page had an upload or found one to resume. */
const UploadPanelGate = lazy(() => loadOnline(() => import('./UploadPanelGate.tsx')));

/**
 * The upload panel at the bottom right, once there is an upload (or one to resume): collapsible,
 * each file with size, percent, speed, time left and status. Neither the upload queue nor the
 * panel loads on a page that never starts or remembers an upload.
 */
export function UploadPanel() {
  const seen = useStore($uploadsSeen);
  if (!seen) return null;
  return (
    <IslandBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <UploadPanelGate />
      </Suspense>
    </IslandBoundary>
  );
}
