import { queryOptions } from '@tanstack/react-query';

export interface Screen {
  id: number;
  name: string;
  wallboardId: number | null;
  wallboardName: string | null;
  lastSeenAt: string | null;
  userAgent: string | null;
  appVersion: string | null;
  online: boolean;
  createdAt: string;
}

// Online/offline is derived from heartbeats, which are not announced live; a slow poll keeps it current.
export const screensQuery = () => queryOptions<Screen[]>({ queryKey: ['/screens'], refetchInterval: 30_000 });
