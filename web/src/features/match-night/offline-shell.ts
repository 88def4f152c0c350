// Registers the app-shell worker (web/public/sw.js) and hands it what this page has loaded, so the
// next reload of Match Night works with no signal. Production builds only: a dev server's modules
// are not an app shell.
const SHELL_URLS = ['/', '/config.json'];

export async function keepShellOffline(): Promise<boolean> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return false;
  const loaded = performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name, location.origin))
    .filter((u) => u.origin === location.origin && u.pathname.startsWith('/assets/'))
    .map((u) => u.pathname);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ ok: boolean }>) => resolve(event.data.ok);
    worker.postMessage({ type: 'cache-shell', urls: [...SHELL_URLS, ...new Set(loaded)] }, [channel.port2]);
  });
}
