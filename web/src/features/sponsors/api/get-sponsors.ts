import type { Sponsor } from '@core/schemas/sponsor.ts';
import { listQuery } from '@/lib/queries.ts';

export const sponsorsQuery = () => listQuery<Sponsor>('/sponsors');
