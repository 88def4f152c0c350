import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/ui/load-error.tsx';
import { Page } from '@/components/ui/page.tsx';
import { CardSkeletons } from '@/components/ui/skeleton.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { meQuery } from '../api/get-me.ts';
import { DataCard } from './data-card.tsx';
import { DeleteAccountCard } from './delete-account-card.tsx';
import { NotificationsCard } from './notifications-card.tsx';
import { ProfileCard } from './profile-card.tsx';

/** /account (every signed-in user): profile, the password and session cards the route passes in,
 * e-mail notifications, data, deletion. */
export default function AccountScreen({ children }: { children?: ReactNode }) {
  const { user } = useAuth();
  const me = useQuery(meQuery(user?.id));
  return (
    <Page title="Account">
      {me.isPending ? (
        <CardSkeletons />
      ) : me.isError ? (
        <LoadError error={me.error} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <ProfileCard key={me.data.displayName ?? ''} me={me.data} />
          {children}
          {user && <NotificationsCard userId={user.id} />}
          <DataCard />
          <DeleteAccountCard email={me.data.email} />
        </div>
      )}
    </Page>
  );
}
