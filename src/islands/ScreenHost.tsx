import { useStore } from '@nanostores/react';
import { useEffect, useState, type ComponentType } from 'react';
import { $noAccess } from '../stores/access.ts';
import { IslandBoundary } from './global/IslandBoundary.tsx';
import { ErrorView } from './global/ErrorView.tsx';
import { Skeleton } from './ui/LoadState.tsx';

type ScreenComponent = ComponentType<Readonly<Record<string, string>>>;

interface ScreenModule {
  readonly default: ScreenComponent;
}

/**
 * Every screen island (`src/islands/**\/*Screen.tsx`), each loaded only by the page that shows it
 * (the build preloads it with the page: `src/routes/finish-pages.ts`).
 */
const modules = import.meta.glob<ScreenModule>('./**/*Screen.tsx');

/** Screens already loaded in this document, rendered without waiting a turn. */
const loaded = new Map<string, ScreenComponent>();

interface Loading {
  readonly component: ScreenComponent | null;
  readonly error: unknown;
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
    const load = modules[`./${screen}.tsx`];
    if (!load || loaded.has(screen)) return;
    let active = true;
    load().then(
      // Undefined when the chunk reload took over a failed load (the page reloads).
      (module: ScreenModule | undefined) => {
        if (!module) return;
        loaded.set(screen, module.default);
        if (active) setState({ screen, component: module.default, error: null });
      },
      (error: unknown) => {
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
  const { component: Component, error } = useScreen(screen);
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
  if (!modules[`./${screen}.tsx`]) return <ErrorView status={404} />;
  if (noAccess) return <ErrorView status={403} />;
  return (
    <IslandBoundary>
      <Screen screen={screen} props={props} />
    </IslandBoundary>
  );
}
