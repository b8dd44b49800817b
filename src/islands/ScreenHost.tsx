import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { isChunkLoadError, reloadAtMostOncePerMinute } from '../lib/chunk-reload.ts';
import { SCREEN_MODULE_META } from '../routes/screen-module.ts';
import { $noAccess } from '../stores/access.ts';
import { IslandBoundary } from './global/IslandBoundary.tsx';
import { ErrorView } from './global/ErrorView.tsx';
import type { ScreenModule } from './screen-registry.ts';
import { Skeleton } from './ui/LoadState.tsx';

type ScreenComponent = ScreenModule['default'];

/**
 * The module of a screen: the one the build names for the page (and preloads with it:
 * `src/routes/finish-pages.ts`), else from the list of every screen (the dev server), which
 * loads only then; null when no screen has the name.
 */
async function importScreen(screen: string): Promise<ScreenModule | null> {
  const meta = document.querySelector<HTMLMetaElement>(
    `meta[name="${SCREEN_MODULE_META}"][data-screen="${CSS.escape(screen)}"]`,
  );
  if (meta) return (await import(/* @vite-ignore */ meta.content)) as ScreenModule;
  const { screenModules } = await import('./screen-registry.ts');
  const load = screenModules[`./${screen}.tsx`];
  return load ? ((await load()) ?? null) : null;
}

/** Screens already loaded in this document, rendered without waiting a turn. */
const loaded = new Map<string, ScreenComponent>();

interface Loading {
  readonly component: ScreenComponent | null;
  readonly error: unknown;
  /** No screen has the name. */
  readonly missing?: boolean;
}

/**
 * The component of a screen once its module has loaded. Not `lazy` and `Suspense`: React holds
 * content back for up to 300 ms after a Suspense fallback showed, and the screen's data request
 * waits for the screen's first render.
 */
function useScreen(screen: string): Loading {
  const [state, setState] = useState<Loading & { readonly screen: string }>(() => ({
    screen,
    component: loaded.get(screen) ?? null,
    error: null,
  }));
  const current =
    state.screen === screen
      ? state
      : { screen, component: loaded.get(screen) ?? null, error: null };
  useEffect(() => {
    if (loaded.has(screen)) return;
    let active = true;
    importScreen(screen).then(
      (module) => {
        if (module) loaded.set(screen, module.default);
        if (active)
          setState(
            module
              ? { screen, component: module.default, error: null }
              : { screen, component: null, error: null, missing: true },
          );
      },
      (error: unknown) => {
        // A chunk of an older deployment: the page reloads (at most once a minute).
        if (
          isChunkLoadError(error) &&
          reloadAtMostOncePerMinute(sessionStorage, () => location.reload())
        )
          return;
        if (active) setState({ screen, component: null, error });
      },
    );
    return () => {
      active = false;
    };
  }, [screen]);
  return current;
}

interface Props {
  /** The route table's screen: an island's path under `src/islands/` without `.tsx`. */
  readonly screen: string;
  /** The props the route table gives the screen. */
  readonly props?: Readonly<Record<string, string>>;
}

function Screen({ screen, props }: Required<Props>) {
  const { component: Component, error, missing } = useScreen(screen);
  if (missing) return <ErrorView status={404} />;
  // A module that failed to load is the boundary's to show (and the chunk reload's to fix).
  if (error) throw error instanceof Error ? error : new Error(`The screen ${screen} did not load`);
  return Component ? <Component {...props} /> : <Skeleton />;
}

/**
 * Mounts the screen the route table names for a route, inside the error boundary; the no-access
 * page instead when the session lacks the route's permission.
 */
export default function ScreenHost({ screen, props = {} }: Props) {
  const noAccess = useStore($noAccess);
  if (noAccess) return <ErrorView status={403} />;
  return (
    <IslandBoundary>
      <Screen screen={screen} props={props} />
    </IslandBoundary>
  );
}
