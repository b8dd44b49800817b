import { lazy, Suspense, useEffect, useState } from 'react';
import { IslandBoundary } from './global/IslandBoundary.tsx';

/** The command palette's module, fetched on its first use only. */
const CommandPalette = lazy(() => import('./palette/CommandPalette.tsx'));

/**
 * The command palette, mounted on the first `palette:open` event (src/lib/page-runtime.ts sends
 * one on Ctrl/⌘ K or a click of the header's button) and opened by every one after; until the
 * first, no palette code is loaded.
 */
export function PaletteLoader() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    document.addEventListener('palette:open', want, { once: true });
    return () => document.removeEventListener('palette:open', want);
  }, []);
  if (!wanted) return null;
  return (
    <IslandBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <CommandPalette />
      </Suspense>
    </IslandBoundary>
  );
}
