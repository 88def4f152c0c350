// The sponsor image as a file: checked here by the same rule as the server (core/rules/image-type.ts),
// uploaded as soon as it is chosen, and previewed. Uploads need the sponsor's id, so a new sponsor
// gets its file after it is created (its Image URL field works from the start).
import { useId, useState } from 'react';
import { imageProblem, imageTypes, MAX_IMAGE_BYTES } from '@core/rules/image-type.ts';
import { Label } from '@/components/ui/label.tsx';
import { HttpError } from '@/lib/api.ts';
import { useUploadSponsorImage } from '../api/upload-sponsor-image.ts';

export function SponsorImageUpload({
  sponsorId,
  name,
  imageUrl,
  onUploaded,
}: {
  sponsorId?: number;
  name: string;
  imageUrl: string;
  onUploaded: (imageUrl: string) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string>();
  const upload = useUploadSponsorImage((data) => onUploaded(data.imageUrl));
  const hint = sponsorId
    ? 'PNG, JPEG or WebP, at most 2 MB. It replaces the Image URL.'
    : 'Create the sponsor first, then edit it to upload an image; or give an Image URL.';

  async function choose(file: File | undefined) {
    setError(undefined);
    if (!file || !sponsorId) return;
    // Read at most one byte past the limit: enough to refuse a big file without loading it all.
    const bytes = new Uint8Array(await file.slice(0, MAX_IMAGE_BYTES + 1).arrayBuffer());
    const problem =
      file.size > MAX_IMAGE_BYTES ? 'Image must be at most 2 MB' : imageProblem(bytes, file.type);
    if (problem) return setError(problem);
    upload.mutate(
      { id: sponsorId, file },
      { onError: (e) => setError(e instanceof HttpError ? e.fields?.image?.[0] : undefined) },
    );
  }

  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Upload Image</Label>
      <input
        id={id}
        type="file"
        accept={imageTypes.join(',')}
        disabled={!sponsorId || upload.isPending}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-white file:px-3 file:py-1.5"
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {upload.isPending ? 'Uploading…' : hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
      {imageUrl && (
        <img
          src={imageUrl}
          alt={`${name || 'Sponsor'} image preview`}
          className="h-24 w-full rounded bg-muted object-contain"
        />
      )}
    </div>
  );
}
