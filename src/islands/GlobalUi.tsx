import { ConfirmDialog } from './global/ConfirmDialog.tsx';
import { IslandBoundary } from './global/IslandBoundary.tsx';
import { LoadingOverlay } from './global/LoadingOverlay.tsx';
import { LoginPrompt } from './global/LoginPrompt.tsx';
import { NetworkStatus } from './global/NetworkStatus.tsx';
import { Toasts } from './global/Toasts.tsx';
import { TopProgressBar } from './global/TopProgressBar.tsx';
import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $unfinishedUploads, $uploads } from '../stores/uploads.ts';

/** The upload panel, loaded once there is an upload to show (most pages never have one). */
const UploadPanel = lazy(() =>
  import('./global/UploadPanel.tsx').then(({ UploadPanel: panel }) => ({ default: panel })),
);

/** Mounts the upload panel while uploads are queued, running or left unfinished. */
function UploadPanelHost() {
  const uploads = useStore($uploads);
  const unfinished = useStore($unfinishedUploads);
  if (uploads.length === 0 && unfinished.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <UploadPanel />
    </Suspense>
  );
}

/** The global UI shared by every page and kept alive across in-app navigation. */
export default function GlobalUi() {
  return (
    <IslandBoundary fallback={() => null}>
      <TopProgressBar />
      <NetworkStatus />
      <Toasts />
      <UploadPanelHost />
      <LoadingOverlay />
      <LoginPrompt />
      <ConfirmDialog />
    </IslandBoundary>
  );
}
