/** Whether the browser is online, tracked from its online and offline events. */
import { atom } from 'nanostores';

/** True while the browser reports a connection. */
export const $online = atom(true);

/** Starts tracking the connection; returns a function that stops it. */
export function trackNetwork(target: Window = window): () => void {
  $online.set(target.navigator.onLine);
  const online = () => $online.set(true);
  const offline = () => $online.set(false);
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  return () => {
    target.removeEventListener('online', online);
    target.removeEventListener('offline', offline);
  };
}
