import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { paths } from '@/lib/paths.ts';
import { supabase } from '@/lib/supabase.ts';
import { toast } from '@/lib/toast.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Delete account: typing the e-mail address enables the button; the player record and results stay. */
export function DeleteAccountCard({
  email,
  initiallyOpen = false,
}: {
  email: string;
  initiallyOpen?: boolean;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(initiallyOpen);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount(() => {
    // Home first, so the sign-in guard of /account does not open its dialog; the session is gone.
    navigate(paths.home);
    void supabase().auth.signOut({ scope: 'local' });
    toast({ title: 'Account Deleted', description: 'Your account has been deleted' });
  });

  return (
    <Card className="border-red-300">
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
        <CardDescription>
          Your sign-in, display name and roles go for good. A player record linked to you and its results
          stay, without the link.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete Account
        </Button>
      </CardContent>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTyped('');
        }}
        title="Delete your account?"
        description={`This cannot be undone. Type ${email} to confirm.`}
        confirmLabel="Delete Account"
        pending={remove.isPending}
        canConfirm={sameAddress(typed, email)}
        onConfirm={() => remove.mutate({ confirmEmail: typed.trim() })}
      >
        <TextField
          label="Your e-mail address"
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </ConfirmDialog>
    </Card>
  );
}
