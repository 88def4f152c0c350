import { AuthCallback } from '@/features/auth/components/auth-callback.tsx';

export default function AuthCallbackRoute() {
  return <AuthCallback />;
}
