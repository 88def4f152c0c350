import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAuth } from '@/lib/auth.tsx';

/** Spec section 2: spinner while loading; signed out opens the dialog; closing it goes home. */
export function Protected({ children }: { children: ReactNode }) {
  const { user, loading, dialogOpen, setDialogOpen } = useAuth();
  const navigate = useNavigate();
  const opened = useRef(false);

  useEffect(() => {
    if (loading || user) {
      opened.current = false;
      return;
    }
    if (dialogOpen) opened.current = true;
    else if (opened.current) navigate('/');
    else setDialogOpen(true);
  }, [loading, user, dialogOpen, setDialogOpen, navigate]);

  if (loading) return <Spinner label="Loading session" />;
  if (!user) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Authentication Required</h1>
        <p className="mt-2 text-muted-foreground">Please sign in to access this page</p>
      </div>
    );
  }
  return <>{children}</>;
}
