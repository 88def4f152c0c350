import { describe, expect, it } from 'vitest';
import { sponsorCreateSchema } from '@core/schemas/sponsor.ts';
import { sponsorFormValues, sponsorPayload } from './sponsor-form-values.ts';

const messages = (values: ReturnType<typeof sponsorFormValues>) => {
  const result = sponsorCreateSchema.safeParse(sponsorPayload(values));
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('sponsor form', () => {
  it('requires a name and one of image or video, with the spec texts on the right fields', () => {
    expect(messages(sponsorFormValues())).toEqual({
      name: 'Name is required',
      imageUrl: 'At least one of Image URL or Video URL is required',
    });
  });

  it('rejects an end date not after the start, on activeTo', () => {
    const values = {
      ...sponsorFormValues(),
      name: 'Acme',
      videoUrl: 'https://cdn.example.com/a.mp4',
      activeFrom: '2027-01-02T10:00',
      activeTo: '2027-01-01T10:00',
    };
    expect(messages(values)).toEqual({ activeTo: 'Active To date must be after Active From date' });
  });

  it('trims comma-separated tags, drops empty ones, and sends a falsy weight as 1', () => {
    const payload = sponsorPayload({
      ...sponsorFormValues(),
      name: 'Acme',
      imageUrl: 'https://cdn.example.com/a.png',
      weight: '',
      tags: ' pool , ,snooker,',
    });
    expect(payload.tags).toEqual(['pool', 'snooker']);
    expect(payload.weight).toBe(1);
    expect(payload.videoUrl).toBeNull();
    expect(sponsorCreateSchema.safeParse(payload).success).toBe(true);
  });

  it('shows a stored sponsor back as the form text', () => {
    const values = sponsorFormValues({
      id: 1,
      organisationId: 1,
      name: 'Acme',
      imageUrl: null,
      videoUrl: 'https://v.example.com/x.mp4',
      clickUrl: null,
      weight: 7,
      activeFrom: null,
      activeTo: null,
      tags: ['a', 'b'],
      createdAt: '2026-01-01T00:00:00Z',
    });
    expect(values).toMatchObject({ weight: '7', tags: 'a, b', imageUrl: '', activeTo: '' });
  });
});
