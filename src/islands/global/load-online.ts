/**
 * Loads a module on demand; without a connection it waits for one and tries again (an upload can
 * be queued offline), so what it renders shows once the network is back.
 */
export async function loadOnline<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (navigator.onLine) throw error;
    await new Promise<void>((resolve) => {
      addEventListener('online', () => resolve(), { once: true });
    });
    return loadOnline(load);
  }
}
