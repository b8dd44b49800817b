import { IslandBoundary } from './global/IslandBoundary.tsx';
import { LoadingOverlay } from './global/LoadingOverlay.tsx';
import { PaletteLoader } from './PaletteLoader.tsx';
import { NetworkStatus } from './global/NetworkStatus.tsx';
import { OnDemandConfirm, OnDemandLoginPrompt } from './global/OnDemandDialogs.tsx';
import { Toasts } from './global/Toasts.tsx';
import { TopProgressBar } from './global/TopProgressBar.tsx';
import { UploadPanel } from './global/UploadPanel.tsx';

/**
 * The global UI shared by every page and kept alive across in-app navigation. The dialogs load on
 * demand: neither is needed for a page's first paint.
 */
export default function GlobalUi() {
  return (
    <IslandBoundary fallback={() => null}>
      <TopProgressBar />
      <NetworkStatus />
      <Toasts />
      <UploadPanel />
      <LoadingOverlay />
      <OnDemandLoginPrompt />
      <OnDemandConfirm />
      <PaletteLoader />
    </IslandBoundary>
  );
}
