// Every change: refresh the related lists, then the spec's 'Success' toast, or the 'Error' toast with
// the server's message (a 403 included) or the spec's fallback text.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast.ts';
import { errorText } from './api.ts';
import { prefixOf } from './queries.ts';

export interface ApiMutationOptions<TVars, TData> {
  mutationFn: (vars: TVars) => Promise<TData>;
  /** GET paths whose lists (and sub-paths) change. */
  invalidates: string[];
  success?: string;
  fallback: string;
  onSuccess?: (data: TData, vars: TVars) => void;
}

export function useApiMutation<TVars, TData = unknown>(options: ApiMutationOptions<TVars, TData>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (data, vars) => {
      await Promise.all(options.invalidates.map((path) => client.invalidateQueries(prefixOf(path))));
      if (options.success) toast({ title: 'Success', description: options.success });
      options.onSuccess?.(data, vars);
    },
    onError: (error) => {
      toast({ title: 'Error', description: errorText(error, options.fallback), variant: 'destructive' });
    },
  });
}
