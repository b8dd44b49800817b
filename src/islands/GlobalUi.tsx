import { ConfirmDialog } from './global/ConfirmDialog.tsx';
import { IslandBoundary } from './global/IslandBoundary.tsx';
import { LoadingOverlay } from './global/LoadingOverlay.tsx';
import { LoginPrompt } from './global/LoginPrompt.tsx';
import { PaletteLoader } from './PaletteLoader.tsx';
import { NetworkStatus } from './global/NetworkStatus.tsx';
import { Toasts } from './global/Toasts.tsx';
import { TopProgressBar } from './global/TopProgressBar.tsx';
import { UploadPanel } from './global/UploadPanel.tsx';

/** The global UI shared by every page and kept alive across in-app navigation. */
export default function GlobalUi() {
  return (
    <IslandBoundary fallback={() => null}>
      <TopProgressBar />
      <NetworkStatus />
      <Toasts />
      <UploadPanel />
      <LoadingOverlay />
      <LoginPrompt />
      <ConfirmDialog />
      <PaletteLoader />
    </IslandBoundary>
  );
}
