// Every change: refresh the related lists, then the spec's 'Success' toast, or the 'Error' toast with
// the server's message (a 403 included) or the spec's fallback text.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from './toast.ts';
import { errorText } from './api.ts';
import { under } from './queries.ts';

export interface ApiMutationOptions<TVars, TData> {
  mutationFn: (vars: TVars) => Promise<TData>;
  /** The queryOptions keys of the lists that change; the lists under each key's path refresh too. */
  invalidates: QueryKey[];
  /** The success toast's text, or how to write it from the answer. */
  success?: string | ((data: TData, vars: TVars) => string);
  fallback: string;
  onSuccess?: (data: TData, vars: TVars) => void;
}

export function useApiMutation<TVars, TData = unknown>(options: ApiMutationOptions<TVars, TData>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (data, vars) => {
      await Promise.all(options.invalidates.map((key) => client.invalidateQueries(under(key))));
      if (options.success) {
        const description =
          typeof options.success === 'string' ? options.success : options.success(data, vars);
        toast({ title: 'Success', description });
      }
      options.onSuccess?.(data, vars);
    },
    onError: (error) => {
      toast({ title: 'Error', description: errorText(error, options.fallback), variant: 'destructive' });
    },
  });
}
