// Sponsors shown on wallboards: media, weight, schedule and tags, with the spec's messages.
import { z } from 'zod';
import { uploadedImagePattern } from '../rules/image-type.ts';
import { dateTime, httpUrl, id, optionalUrl, requiredText, timestamp, newRowOrganisation } from './common.ts';

export const sponsorSchema = z.object({
  id,
  /** The organisation it belongs to. */
  organisationId: id,
  name: z.string(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  clickUrl: z.string().nullable(),
  weight: z.number().int(),
  activeFrom: timestamp.nullable(),
  activeTo: timestamp.nullable(),
  tags: z.array(z.string()),
  createdAt: timestamp,
});
export type Sponsor = z.infer<typeof sponsorSchema>;

/** Tags are typed comma-separated: trimmed, empty entries dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
}

const weightMessage = 'Weight must be between 1 and 10';
const optionalDate = (label: string) =>
  z.preprocess((v) => (v === '' ? null : v), dateTime(label).nullable()).optional();

const imageUrlMessage = 'Image URL must be a valid http(s) URL';
/** An http(s) address, or an image uploaded to this host (POST /api/sponsors/{id}/image). */
const imageUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string({ error: imageUrlMessage })
    .refine((s) => uploadedImagePattern.test(s) || httpUrl('Image URL').safeParse(s).success, imageUrlMessage)
    .nullable(),
);

const sponsorFields = {
  name: requiredText('Name', 255),
  imageUrl: imageUrl.optional(),
  videoUrl: optionalUrl('Video URL').optional(),
  clickUrl: optionalUrl('Click URL').optional(),
  // A falsy weight is sent as 1.
  weight: z.preprocess(
    (v) => (v === 0 || v === '' || v === null ? 1 : v),
    z.number(weightMessage).int(weightMessage).min(1, weightMessage).max(10, weightMessage),
  ),
  activeFrom: optionalDate('Active From'),
  activeTo: optionalDate('Active To'),
  tags: z.array(requiredText('Tag', 50)).max(50, 'At most 50 tags'),
};

interface SponsorRuleInput {
  imageUrl?: string | null;
  videoUrl?: string | null;
  activeFrom?: string | null;
  activeTo?: string | null;
}

/** The cross-field rules; the API also runs them on the merged row of a PATCH. */
export function checkSponsorRules(s: SponsorRuleInput, ctx: z.RefinementCtx) {
  if (!s.imageUrl && !s.videoUrl) {
    ctx.addIssue({
      code: 'custom',
      message: 'At least one of Image URL or Video URL is required',
      path: ['imageUrl'],
    });
  }
  if (s.activeFrom && s.activeTo && Date.parse(s.activeTo) <= Date.parse(s.activeFrom)) {
    ctx.addIssue({
      code: 'custom',
      message: 'Active To date must be after Active From date',
      path: ['activeTo'],
    });
  }
}

export const sponsorCreateSchema = z
  .object({
    ...sponsorFields,
    ...newRowOrganisation,
    weight: sponsorFields.weight.default(1),
    tags: sponsorFields.tags.default([]),
  })
  .superRefine(checkSponsorRules);
export type SponsorCreate = z.input<typeof sponsorCreateSchema>;

/** Partial: the media rule is checked against the stored row merged with the patch. */
export const sponsorUpdateSchema = z.object(sponsorFields).partial();
export type SponsorUpdate = z.input<typeof sponsorUpdateSchema>;
