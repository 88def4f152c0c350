// Control characters: C0 (U+0000-U+001F: line feed, carriage return, tab, escape...), DEL and C1
// (U+007F-U+009F). No name may hold one (core/schemas/common.ts oneLine(), and the database's
// public.is_one_line() in supabase/migrations/20261127020000_names_one_line.sql); texts that may
// (a dispute reason, an address) are made safe by each output format instead.

export const isControlCode = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);

export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isControlCode(text.charCodeAt(i))) return true;
  return false;
}

/** The text with every run of control characters replaced by `by` (one space by default). */
export function replaceControlCharacters(text: string, by = ' '): string {
  let out = '';
  let inRun = false;
  for (const ch of text) {
    const control = isControlCode(ch.charCodeAt(0));
    if (!control) out += ch;
    else if (!inRun) out += by;
    inRun = control;
  }
  return out;
}
