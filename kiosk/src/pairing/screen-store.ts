// The paired screen's credentials, kept across reloads (the TV reloads itself nightly and on deploys).
export interface StoredScreen {
  token: string;
  screenId: number;
}

const KEY = 'cueboard.screen';

export function loadScreen(): StoredScreen | null {
  try {
    const raw = localStorage.getItem(KEY);
    const s = raw ? (JSON.parse(raw) as StoredScreen) : null;
    return s && typeof s.token === 'string' ? s : null;
  } catch {
    return null;
  }
}

export function saveScreen(s: StoredScreen): void {
  localStorage.setItem(KEY, JSON.stringify(s));
}

export function forgetScreen(): void {
  localStorage.removeItem(KEY);
}
