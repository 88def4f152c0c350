// "Download my data": GET /api/me/export with the session, saved as the file the API names.
import { api } from '@/lib/api.ts';
import { saveResponse } from '@/lib/download.ts';
import { useApiMutation } from '@/lib/mutation.ts';

export const downloadMyData = async (): Promise<string> =>
  saveResponse(await api.me.export.$get(), 'cueboard-my-data.json');

export const useDownloadMyData = () =>
  useApiMutation({
    mutationFn: downloadMyData,
    invalidates: [],
    success: 'Your data is downloaded',
    fallback: 'Failed to download your data',
  });
