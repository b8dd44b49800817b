import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { $confirm } from '../../stores/unsaved.ts';
import { loadOnline } from './load-online.ts';
import { useLoginPromptShown } from './login-prompt-shown.ts';

const loadConfirm = () =>
  import('./ConfirmDialog.tsx').then(({ ConfirmDialog }) => ({ default: ConfirmDialog }));
const ConfirmDialog = lazy(() => loadOnline(loadConfirm));
const LoginPrompt = lazy(() =>
  loadOnline(() =>
    import('./LoginPrompt.tsx').then(({ LoginPrompt: Prompt }) => ({ default: Prompt })),
  ),
);

/**
 * The confirm dialog, loaded when the page is idle (so it is there offline too) and mounted from
 * the first question on; it stays mounted, so it closes as it always did.
 */
export function OnDemandConfirm() {
  const asked = useStore($confirm) !== null;
  const [mounted, setMounted] = useState(asked);
  if (asked && !mounted) setMounted(true);
  useEffect(() => {
    const preload = () => void loadConfirm().catch(() => undefined);
    if ('requestIdleCallback' in window) requestIdleCallback(preload);
    else setTimeout(preload, 1);
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog />
    </Suspense>
  );
}

/** The lecturer host's login prompt, loaded only when it shows. */
export function OnDemandLoginPrompt() {
  if (!useLoginPromptShown()) return null;
  return (
    <Suspense fallback={null}>
      <LoginPrompt />
    </Suspense>
  );
}
