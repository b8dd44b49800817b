/** When the lecturer host's login prompt shows: read by the prompt and by what loads it. */
import { useStore } from '@nanostores/react';
import { hostKind, runtimeConfig } from '../../config/runtime.ts';
import { $page } from '../../stores/page.ts';
import { $session } from '../../stores/session.ts';

/** Whether the login prompt shows: no session on a page that needs one, off the admin host. */
export function useLoginPromptShown(): boolean {
  const session = useStore($session);
  const page = useStore($page);
  return (
    session.status === 'anonymous' &&
    page.route?.audience !== 'public' &&
    hostKind(location.origin, runtimeConfig()) !== 'admin'
  );
}
