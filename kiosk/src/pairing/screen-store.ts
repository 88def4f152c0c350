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

const COMMAND_KEY = 'cueboard.screen.command';

/** The last remote command this screen acted on, kept across the reload a command itself causes. */
export function lastCommandId(screenId: number): number {
  try {
    const s = JSON.parse(localStorage.getItem(COMMAND_KEY) ?? 'null') as {
      screenId: number;
      id: number;
    } | null;
    return s && s.screenId === screenId ? s.id : 0;
  } catch {
    return 0;
  }
}

export function saveLastCommandId(screenId: number, id: number): void {
  localStorage.setItem(COMMAND_KEY, JSON.stringify({ screenId, id }));
}

const ANSWER_KEY = 'cueboard.screen.answer';

/** The last heartbeat answer (wallboard and schedule), so a TV reloaded offline follows its schedule. */
export function loadAnswer<T extends { id: number }>(screenId: number): T | null {
  try {
    const a = JSON.parse(localStorage.getItem(ANSWER_KEY) ?? 'null') as T | null;
    return a && a.id === screenId ? a : null;
  } catch {
    return null;
  }
}

export function saveAnswer(answer: { id: number }): void {
  localStorage.setItem(ANSWER_KEY, JSON.stringify(answer));
}
