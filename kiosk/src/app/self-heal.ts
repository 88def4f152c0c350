// Keeps a TV healthy for weeks with nobody touching it: reloads on a new deploy (at a rotation
// boundary), on a stalled render (rAF watchdog) and nightly at 03:00 local, but only after the server
// has answered (never reload into an error page); holds a Screen Wake Lock.

export const buildId: string = typeof __KIOSK_BUILD_ID__ === 'string' ? __KIOSK_BUILD_ID__ : 'dev';

const VERSION_URL = '/kiosk/version.json';
const VERSION_CHECK_MS = 5 * 60_000;
const WATCHDOG_CHECK_MS = 10_000;
const STALL_MS = 30_000;
const DEPLOY_RELOAD_FALLBACK_MS = 2 * 60_000;

async function serverBuildId(): Promise<string | null> {
  try {
    const res = await fetch(VERSION_URL, { cache: 'no-store' });
    if (!res.ok) return null;
    return ((await res.json()) as { buildId?: string }).buildId ?? null;
  } catch {
    return null;
  }
}

let reloading = false;

/** Reloads only once the server answers; otherwise tries again in 30 s. */
export async function safeReload(reason: string): Promise<void> {
  if (reloading) return;
  if ((await serverBuildId()) === null) {
    setTimeout(() => void safeReload(reason), 30_000);
    return;
  }
  reloading = true;
  console.info('kiosk reload:', reason);
  location.reload();
}

let deployPending = false;

/** Called by the display at each rotation boundary: the moment a reload is least visible. */
export function atRotationBoundary(): void {
  if (deployPending) void safeReload('new version');
}

function watchVersion() {
  setInterval(async () => {
    const id = await serverBuildId();
    if (id && id !== buildId && !deployPending) {
      deployPending = true;
      console.info('kiosk: new version found; reloading at the next rotation');
      // Boards that never rotate (live scores, league table) reload after a short grace period.
      setTimeout(() => void safeReload('new version'), DEPLOY_RELOAD_FALLBACK_MS);
    }
  }, VERSION_CHECK_MS);
}

function watchRendering() {
  let lastFrame = Date.now();
  let lastCheck = Date.now();
  const beat = () => {
    lastFrame = Date.now();
    requestAnimationFrame(beat);
  };
  requestAnimationFrame(beat);
  setInterval(() => {
    const now = Date.now();
    // If the check itself ran late the whole page was frozen (device asleep): start over.
    const frozen = now - lastCheck > WATCHDOG_CHECK_MS * 2;
    lastCheck = now;
    if (frozen || document.visibilityState !== 'visible') {
      lastFrame = now;
      return;
    }
    if (now - lastFrame > STALL_MS) void safeReload('render stalled');
  }, WATCHDOG_CHECK_MS);
}

export function msUntilNext3am(now = new Date()): number {
  const next = new Date(now);
  next.setHours(3, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

function nightlyReload() {
  setTimeout(() => void safeReload('nightly'), msUntilNext3am());
}

type WakeLockNavigator = Navigator & { wakeLock?: { request(type: 'screen'): Promise<unknown> } };

function holdWakeLock() {
  const request = () => {
    const wl = (navigator as WakeLockNavigator).wakeLock;
    if (wl && document.visibilityState === 'visible') wl.request('screen').catch(() => {});
  };
  request();
  // The browser releases the lock whenever the page is hidden.
  document.addEventListener('visibilitychange', request);
}

export function startSelfHealing(): void {
  watchVersion();
  watchRendering();
  nightlyReload();
  holdWakeLock();
}
