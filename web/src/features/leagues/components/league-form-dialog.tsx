import { leagueCreateSchema, type League } from '@core/schemas/league.ts';
import { TextField } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { toast } from '@/lib/toast.ts';
import { useAuth } from '@/lib/auth.tsx';
import { useForm } from '@/lib/form.ts';
import { useCreateLeague } from '../api/create-league.ts';
import { useUpdateLeague } from '../api/update-league.ts';

/** Create when `league` is undefined, edit otherwise. Input stays when the server refuses it. */
export function LeagueFormDialog({
  open,
  onOpenChange,
  league,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  league?: League;
}) {
  const { user } = useAuth();
  const form = useForm({ name: league?.name ?? '', season: league?.season ?? '' });
  const close = () => onOpenChange(false);
  const create = useCreateLeague(close);
  const update = useUpdateLeague(close);

  function submit() {
    const data = form.parse(leagueCreateSchema, form.values);
    if (!data) return;
    if (league) {
      update.mutate(
        { id: league.id, name: data.name, season: data.season },
        { onError: form.showServerErrors },
      );
      return;
    }
    if (!user) {
      toast({ title: 'Error', description: 'Not authenticated', variant: 'destructive' });
      return;
    }
    create.mutate(
      { name: data.name, season: data.season, createdBy: user.id },
      { onError: form.showServerErrors },
    );
  }

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={league ? 'Edit League' : 'Create League'}
      onSubmit={submit}
      submitLabel={league ? 'Update League' : 'Create League'}
      pending={create.isPending || update.isPending}
    >
      <TextField label="Name" maxLength={255} {...form.field('name')} />
      <TextField label="Season" maxLength={100} {...form.field('season')} />
    </FormDialog>
  );
}
