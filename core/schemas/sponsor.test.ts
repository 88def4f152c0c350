import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseTags, sponsorCreateSchema, sponsorUpdateSchema } from './sponsor.ts';

const fields = (input: unknown) => {
  const result = sponsorCreateSchema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe('sponsor schema', () => {
  it('accepts a sponsor with an image and fills the defaults', () => {
    expect(
      sponsorCreateSchema.parse({ name: ' Ace Cues ', imageUrl: 'https://cdn.example.com/a.png' }),
    ).toEqual({
      name: 'Ace Cues',
      imageUrl: 'https://cdn.example.com/a.png',
      weight: 1,
      tags: [],
    });
  });

  it('requires a name', () => {
    expect(fields({ name: '', imageUrl: 'https://a.example/x.png' }).name).toEqual(['Name is required']);
    expect(fields({ imageUrl: 'https://a.example/x.png' }).name).toEqual(['Name is required']);
    expect(fields({ name: 'x'.repeat(256), imageUrl: 'https://a.example/x.png' }).name).toEqual([
      'Name must be at most 255 characters',
    ]);
  });

  it('requires an image or a video, on imageUrl', () => {
    expect(fields({ name: 'A' }).imageUrl).toEqual(['At least one of Image URL or Video URL is required']);
    expect(fields({ name: 'A', imageUrl: '', videoUrl: null }).imageUrl).toEqual([
      'At least one of Image URL or Video URL is required',
    ]);
    expect(fields({ name: 'A', videoUrl: 'https://a.example/v.mp4' })).toEqual({});
  });

  it('requires Active To after Active From, on activeTo', () => {
    const base = { name: 'A', imageUrl: 'https://a.example/x.png' };
    expect(
      fields({ ...base, activeFrom: '2026-12-01T00:00:00Z', activeTo: '2026-11-01T00:00:00Z' }).activeTo,
    ).toEqual(['Active To date must be after Active From date']);
    expect(
      fields({ ...base, activeFrom: '2026-12-01T00:00:00Z', activeTo: '2026-12-01T00:00:00Z' }).activeTo,
    ).toEqual(['Active To date must be after Active From date']);
    expect(fields({ ...base, activeFrom: '2026-12-01T00:00:00Z', activeTo: '2026-12-02T00:00:00Z' })).toEqual(
      {},
    );
    expect(fields({ ...base, activeTo: '2026-12-02T00:00:00Z' })).toEqual({});
  });

  it('keeps weight within 1-10 and sends a falsy weight as 1', () => {
    const base = { name: 'A', imageUrl: 'https://a.example/x.png' };
    expect(sponsorCreateSchema.parse({ ...base, weight: 0 }).weight).toBe(1);
    expect(sponsorCreateSchema.parse({ ...base, weight: 10 }).weight).toBe(10);
    expect(fields({ ...base, weight: 11 }).weight).toEqual(['Weight must be between 1 and 10']);
    expect(fields({ ...base, weight: 2.5 }).weight).toEqual(['Weight must be between 1 and 10']);
  });

  it('accepts only http(s) URLs', () => {
    for (const url of ['javascript:alert(1)', 'ftp://a.example/x.png', 'not a url']) {
      expect(fields({ name: 'A', imageUrl: url }).imageUrl).toContain(
        'Image URL must be a valid http(s) URL',
      );
      expect(fields({ name: 'A', imageUrl: 'https://a.example/x.png', clickUrl: url }).clickUrl).toEqual([
        'Click URL must be a valid http(s) URL',
      ]);
    }
  });

  it('parses comma-separated tags, trimmed, empties dropped', () => {
    expect(parseTags(' beer, ,cues ,, snooker hall ')).toEqual(['beer', 'cues', 'snooker hall']);
    expect(parseTags('')).toEqual([]);
  });

  it('lets a patch carry a single field', () => {
    expect(sponsorUpdateSchema.parse({ weight: 5 })).toEqual({ weight: 5 });
  });
});
