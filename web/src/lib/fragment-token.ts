import { useLocation } from 'react-router-dom';

/** The `token` of a link like /invite#token=…: in the fragment, which the browser never sends to a server. */
export function useFragmentToken(): string {
  const { hash } = useLocation();
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
