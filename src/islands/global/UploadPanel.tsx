import { useStore } from '@nanostores/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { $unfinishedUploads, $uploads } from '../../stores/uploads.ts';
import { IslandBoundary } from './IslandBoundary.tsx';

/**
 * Loads the panel's code; without a connection it waits for one and tries again (an upload can be
 * queued offline), so the panel shows once the network is back.
 */
async function loadBody(): Promise<{ default: ComponentType }> {
  try {
    return await import('./UploadPanelBody.tsx');
  } catch (error) {
    if (navigator.onLine) throw error;
    await new Promise<void>((resolve) => {
      addEventListener('online', () => resolve(), { once: true });
    });
    return loadBody();
  }
}

/** The panel's rows and actions, loaded on demand: most pages never show an upload. */
const UploadPanelBody = lazy(loadBody);

/**
 * The upload panel at the bottom right, once there is an upload (or one to resume): collapsible,
 * each file with size, percent, speed, time left and status.
 */
export function UploadPanel() {
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
