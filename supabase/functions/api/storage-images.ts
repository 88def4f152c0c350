// Sponsor images on a Supabase project: uploaded sponsor images go to a public Storage bucket
// (`sponsor-images`) under their content's SHA-256, as the embedded host keeps them on disk
// (server/sponsor-images.ts), through Storage's REST API with the service role key; the sponsor keeps
// the object's public URL. The bucket is made (public, images only, 2 MB) the first time it is missing.
import { createHash } from 'node:crypto';
import type { ImageStore } from '../../../api/context.ts';
import { imageExtensions, imageTypes, MAX_IMAGE_BYTES } from '@core/rules/image-type.ts';

export const SPONSOR_IMAGE_BUCKET = 'sponsor-images';

export function storageImageStore(options: { supabaseUrl: string; serviceRoleKey: string }): ImageStore {
  const storage = `${options.supabaseUrl.replace(/\/+$/, '')}/storage/v1`;
  const auth = { authorization: `Bearer ${options.serviceRoleKey}`, apikey: options.serviceRoleKey };

  const createBucket = async () => {
    const res = await fetch(`${storage}/bucket`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        id: SPONSOR_IMAGE_BUCKET,
        name: SPONSOR_IMAGE_BUCKET,
        public: true,
        allowed_mime_types: imageTypes,
        file_size_limit: MAX_IMAGE_BYTES,
      }),
    });
    // 409: another upload made it first.
    if (!res.ok && res.status !== 409) throw new Error(`Storage refused the bucket: ${res.status}`);
  };

  return {
    async save(bytes, type) {
      const name = `${createHash('sha256').update(bytes).digest('hex')}.${imageExtensions[type]}`;
      const upload = () =>
        fetch(`${storage}/object/${SPONSOR_IMAGE_BUCKET}/${name}`, {
          method: 'POST',
          // The same bytes always have the same name: uploading them again replaces them with themselves.
          headers: { ...auth, 'content-type': type, 'cache-control': 'max-age=31536000', 'x-upsert': 'true' },
          body: new Blob([Uint8Array.from(bytes)], { type }),
        });
      let res = await upload();
      if (!res.ok && /bucket not found/i.test(await res.clone().text())) {
        await createBucket();
        res = await upload();
      }
      if (!res.ok) throw new Error(`Storage refused the image: ${res.status}`);
      return `${storage}/object/public/${SPONSOR_IMAGE_BUCKET}/${name}`;
    },
  };
}
