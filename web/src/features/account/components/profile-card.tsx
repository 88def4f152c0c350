import { profileUpdateSchema, type Me } from '@core/schemas/account.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { useForm } from '@/lib/form.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** E-mail and display name (the `profiles` table): the name others see instead of the address. */
export function ProfileCard({ me }: { me: Me }) {
  const form = useForm({ displayName: me.displayName ?? '' });
  const update = useUpdateProfile();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const data = form.parse(profileUpdateSchema, form.values);
    if (data) update.mutate(data, { onError: form.showServerErrors });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>The name others see instead of your e-mail address.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Email</dt>
          <dd className="break-all">{me.email}</dd>
          <dt className="text-muted-foreground">Display name</dt>
          <dd data-testid="display-name">{me.displayName || 'Not set'}</dd>
        </dl>
        <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Edit display name">
          <TextField
            label="Display name"
            maxLength={100}
            autoComplete="nickname"
            {...form.field('displayName')}
          />
          <Button type="submit" className="justify-self-start" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
