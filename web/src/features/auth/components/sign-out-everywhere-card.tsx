import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { SIGN_OUT_FAILED } from '@/lib/auth.tsx';
import { paths } from '@/lib/paths.ts';
import { supabase } from '@/lib/supabase.ts';
import { toast } from '@/lib/toast.ts';

export type SignOutEverywhere = () => Promise<{ error: unknown }>;

const signOutGlobal: SignOutEverywhere = () => supabase().auth.signOut({ scope: 'global' });

/** Ends every session of the account (a lost phone, a shared computer), this one included. */
export function SignOutEverywhereCard({ signOut = signOutGlobal }: { signOut?: SignOutEverywhere }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function click() {
    setPending(true);
    // Home first: signed out on a guarded page, the guard would open the sign-in dialog.
    navigate(paths.home);
    const { error } = await signOut();
    setPending(false);
    if (error) toast({ title: 'Sign Out Failed', description: SIGN_OUT_FAILED, variant: 'destructive' });
    else toast({ title: 'Signed Out', description: 'You are signed out on all devices.' });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions</CardTitle>
        <CardDescription>
          Sign out of Cueboard on every phone, tablet and computer, this one too.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" disabled={pending} onClick={() => void click()}>
          Sign out on all devices
        </Button>
      </CardContent>
    </Card>
  );
}
