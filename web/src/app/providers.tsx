import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AuthOnlyClient } from '@/lib/supabase.ts';
import { AuthProvider } from '@/lib/auth.tsx';
import { createQueryClient } from '@/lib/query-client.ts';

export function AppProviders({
  client,
  anonKey,
  children,
}: {
  client: AuthOnlyClient;
  anonKey: string;
  children: ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider client={client} anonKey={anonKey}>
        {children}
      </AuthProvider>
    </QueryClientProvider>
  );
}
