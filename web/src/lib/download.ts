// Saves an /api answer as a file, under the name its Content-Disposition gives (else the fallback).
import { HttpError } from './api.ts';

export async function saveResponse(res: Response, fallbackName: string): Promise<string> {
  if (!res.ok) throw await HttpError.from(res);
  const name =
    /filename="?([^";]+)"?/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: let it go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
