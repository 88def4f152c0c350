// "Download my data": GET /api/me/export with the session, saved as the file the API names.
import { api, HttpError } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';

const FALLBACK_NAME = 'cueboard-my-data.json';

export async function downloadMyData(): Promise<string> {
  const res = await api.me.export.$get();
  if (!res.ok) throw await HttpError.from(res);
  const name =
    /filename="?([^";]+)"?/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? FALLBACK_NAME;
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

export const useDownloadMyData = () =>
  useApiMutation({
    mutationFn: downloadMyData,
    invalidates: [],
    success: 'Your data is downloaded',
    fallback: 'Failed to download your data',
  });
