import { describe, expect, it } from 'vitest';
import { organisationCreateSchema } from '@core/schemas/organisation.ts';
import { slugOf } from './slug.ts';

describe('the slug suggested from a name', () => {
  it('is the name in lower case with hyphens, accents and punctuation dropped', () => {
    expect(slugOf('St. Albans Pool League')).toBe('st-albans-pool-league');
    expect(slugOf('  Café Crème Cup! ')).toBe('cafe-creme-cup');
  });

  it('is one the API accepts, even from a long name', () => {
    const slug = slugOf(`${'Thursday '.repeat(10)}League`);
    expect(slug.length).toBeLessThanOrEqual(63);
    expect(organisationCreateSchema.safeParse({ name: 'x', slug }).success).toBe(true);
  });
});
