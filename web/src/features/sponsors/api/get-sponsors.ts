import type { Sponsor } from '@core/schemas/sponsor.ts';
import { api } from '@/lib/api.ts';
import { listQuery } from '@/lib/queries.ts';

export const sponsorsQuery = () => listQuery<Sponsor>(api.sponsors.$path());
