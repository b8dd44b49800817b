import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $t } from '../../stores/i18n.ts';
import { $online, trackNetwork } from '../../stores/network.ts';
import { showToast } from '../../stores/toasts.ts';
import { useT } from '../use-t.ts';

/** Tracks the connection: a banner while offline, a toast when it comes back. */
export function NetworkStatus() {
  const online = useStore($online);
  const t = useT();
  const wasOffline = useRef(false);
  useEffect(() => trackNetwork(window), []);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      showToast('success', $t.get()('network.backOnline'));
    }
  }, [online]);
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      {t('network.offline')}
    </div>
  );
}
