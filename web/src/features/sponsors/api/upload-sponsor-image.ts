import { request } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { sponsorsQuery } from './get-sponsors.ts';

export interface UploadSponsorImage {
  id: number;
  file: File;
}

/** The image as the raw body, sent as its own type; the server checks its bytes (core/rules/image-type.ts). */
export const uploadSponsorImage = ({ id, file }: UploadSponsorImage) =>
  request<{ imageUrl: string }>(`/sponsors/${id}/image`, {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
  });

export const useUploadSponsorImage = (onSuccess?: (data: { imageUrl: string }) => void) =>
  useApiMutation({
    mutationFn: uploadSponsorImage,
    invalidates: [sponsorsQuery().queryKey],
    success: 'Image uploaded',
    fallback: 'Failed to upload the image',
    onSuccess,
  });
