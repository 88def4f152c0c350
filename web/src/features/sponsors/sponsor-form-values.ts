// The sponsor form's text values and how they become the API payload (validated by the shared schema).
import { parseTags, type Sponsor } from '@core/schemas/sponsor.ts';
import { fromLocalInput, toLocalInput } from '@/lib/format.ts';

export interface SponsorFormValues extends Record<string, unknown> {
  name: string;
  imageUrl: string;
  videoUrl: string;
  clickUrl: string;
  weight: string;
  activeFrom: string;
  activeTo: string;
  tags: string;
}

export function sponsorFormValues(sponsor?: Sponsor): SponsorFormValues {
  return {
    name: sponsor?.name ?? '',
    imageUrl: sponsor?.imageUrl ?? '',
    videoUrl: sponsor?.videoUrl ?? '',
    clickUrl: sponsor?.clickUrl ?? '',
    weight: String(sponsor?.weight ?? 1),
    activeFrom: toLocalInput(sponsor?.activeFrom),
    activeTo: toLocalInput(sponsor?.activeTo),
    tags: (sponsor?.tags ?? []).join(', '),
  };
}

/** Empty URLs and dates become null, a falsy weight 1, tags split on commas. */
export function sponsorPayload(v: SponsorFormValues) {
  return {
    name: v.name,
    imageUrl: v.imageUrl.trim() || null,
    videoUrl: v.videoUrl.trim() || null,
    clickUrl: v.clickUrl.trim() || null,
    weight: Number(v.weight) || 1,
    activeFrom: fromLocalInput(v.activeFrom),
    activeTo: fromLocalInput(v.activeTo),
    tags: parseTags(v.tags),
  };
}
