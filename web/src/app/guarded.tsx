import type { ComponentType } from 'react';
import { Protected } from '@/features/auth/components/protected.tsx';

/** A lazily loaded route screen behind the sign-in guard. */
export function guarded(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const { default: Screen } = await load();
    return {
      Component: () => (
        <Protected>
          <Screen />
        </Protected>
      ),
    };
  };
}
