import AccountScreen from '@/features/account/components/account-screen.tsx';
import { ChangePasswordCard } from '@/features/auth/components/change-password-card.tsx';
import { SignOutEverywhereCard } from '@/features/auth/components/sign-out-everywhere-card.tsx';

/** /account: the account feature's cards, with the auth feature's password and sign-out cards. */
export default function AccountRoute() {
  return (
    <AccountScreen>
      <ChangePasswordCard />
      <SignOutEverywhereCard />
    </AccountScreen>
  );
}
