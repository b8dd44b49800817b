import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { IslandBoundary } from './global/IslandBoundary.tsx';
import { ErrorView } from './global/ErrorView.tsx';
import { Skeleton } from './ui/LoadState.tsx';

interface ScreenModule {
  readonly default: ComponentType<Readonly<Record<string, string>>>;
}

/** Every screen island (`src/islands/**\/*Screen.tsx`), each loaded only by the page that shows it. */
const modules = import.meta.glob<ScreenModule>('./**/*Screen.tsx');

const loaded = new Map<string, LazyExoticComponent<ScreenModule['default']>>();

/** The lazily loaded component of a screen named by the route table, or null when none exists. */
function screenComponent(screen: string) {
  const load = modules[`./${screen}.tsx`];
  if (!load) return null;
  let component = loaded.get(screen);
  if (!component) {
    component = lazy(load);
    loaded.set(screen, component);
  }
  return component;
}

interface Props {
  /** The route table's screen: an island's path under `src/islands/` without `.tsx`. */
  readonly screen: string;
  /** The props the route table gives the screen. */
  readonly props?: Readonly<Record<string, string>>;
}

/** Mounts the screen the route table names for a route, inside the error boundary. */
export default function ScreenHost({ screen, props = {} }: Props) {
  const Screen = screenComponent(screen);
  if (!Screen) return <ErrorView status={404} />;
  return (
    <IslandBoundary>
      <Suspense fallback={<Skeleton />}>
        <Screen {...props} />
      </Suspense>
    </IslandBoundary>
  );
}
