import { errorText } from '@/lib/api.ts';

/** A list that could not load: the server's message (a 403 says why), never a blank screen. */
export function LoadError({
  error,
  fallback = 'Failed to load. Please try again.',
}: {
  error: unknown;
  fallback?: string;
}) {
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-6 text-center text-red-800">
      {errorText(error, fallback)}
    </p>
  );
}
