// Invitations: the page an invitation e-mail links to (/invite), in each state of its link, and the
// organisers' Invitations panel for /people, with fixed data instead of the server's.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Invitation } from '@core/schemas/account.ts';
import { HttpError } from '@/lib/api.ts';
import type { AuthState } from '@/lib/auth.tsx';
import { AcceptInvitationView } from '@/features/auth/components/accept-invitation.tsx';
import type { InvitationPreview } from '@/features/auth/api/lookup-invitation.ts';
import { InvitationsPanel } from '@/features/people/components/invitations-panel.tsx';
import { organiser, ScreenHarness, stateData } from './screen-harness.tsx';
import { teams } from './sample-data.ts';

type Link = 'loading' | 'new-account' | 'dead' | 'has-account' | 'signed-in-as-invitee';
type Panel = 'loading' | 'filled' | 'empty' | 'error';

const preview: InvitationPreview = {
  email: 'dora@example.com',
  role: 'captain',
  teamName: 'Red Lions',
  hasAccount: false,
};
const dora: Partial<AuthState> = {
  user: { id: '00000000-0000-4000-8000-000000000009', email: preview.email },
};

const lookups: Record<
  Link,
  { isPending: boolean; isError: boolean; error: Error | null; data: InvitationPreview | undefined }
> = {
  loading: { isPending: true, isError: false, error: null, data: undefined },
  'new-account': { isPending: false, isError: false, error: null, data: preview },
  dead: {
    isPending: false,
    isError: true,
    error: new HttpError(404, { code: 'invitation_invalid' }),
    data: undefined,
  },
  'has-account': { isPending: false, isError: false, error: null, data: { ...preview, hasAccount: true } },
  'signed-in-as-invitee': {
    isPending: false,
    isError: false,
    error: null,
    data: { ...preview, hasAccount: true },
  },
};

const at = (days: number) => new Date(Date.UTC(2026, 10, 23 + days, 19, 30)).toISOString();
const invitation = (
  id: number,
  email: string,
  status: Invitation['status'],
  role: Invitation['role'] = 'player',
): Invitation => ({
  id,
  email,
  role,
  teamId: role === 'organiser' ? null : teams[0].id,
  playerId: null,
  invitedBy: organiser.user!.id,
  createdAt: at(-id),
  expiresAt: at(7 - id),
  acceptedAt: status === 'accepted' ? at(-id + 1) : null,
  revokedAt: status === 'revoked' ? at(-id + 1) : null,
  status,
});
const invitations = [
  invitation(1, 'dora@example.com', 'pending', 'captain'),
  invitation(2, 'eve@example.com', 'accepted'),
  invitation(3, 'finn@example.com', 'revoked'),
  invitation(4, 'gus@example.com', 'expired', 'organiser'),
];

function Invitations({ link, panel }: { link?: Link; panel?: Panel }) {
  if (link) {
    return (
      <ScreenHarness data={{}} auth={link === 'signed-in-as-invitee' ? dora : {}}>
        <AcceptInvitationView token="story-token-0123456789abcdef" lookup={lookups[link]} />
      </ScreenHarness>
    );
  }
  return (
    <ScreenHarness {...stateData(panel ?? 'filled', '/invitations', invitations, { '/teams': teams })}>
      <InvitationsPanel />
    </ScreenHarness>
  );
}

const meta = { title: 'Web/Screens/Invitations', component: Invitations } satisfies Meta<typeof Invitations>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link is being looked up. */
export const AcceptLoading: Story = { args: { link: 'loading' } };
/** A new address: the invitee chooses a password. */
export const AcceptNewAccount: Story = { args: { link: 'new-account' } };
/** Unknown, used, revoked or expired: one answer for all. */
export const AcceptBadLink: Story = { args: { link: 'dead' } };
/** The address has an account: its owner signs in first. */
export const AcceptHasAccount: Story = { args: { link: 'has-account' } };
/** Signed in as the invited address: one button accepts. */
export const AcceptSignedIn: Story = { args: { link: 'signed-in-as-invitee' } };
export const PanelLoading: Story = { args: { panel: 'loading' } };
/** One invitation in each status: Resend for pending and expired, Revoke for pending. */
export const PanelFilled: Story = { args: { panel: 'filled' } };
export const PanelEmpty: Story = { args: { panel: 'empty' } };
export const PanelError: Story = { args: { panel: 'error' } };
