// The password-reset screens (web/src/features/auth): "Forgot your password?" on the Login tab and
// "Choose a new password" on /auth/callback (and "Choose a password" after a contested sign-up's
// confirmation link), with their answers stubbed instead of the server's.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster } from '@/components/ui/toaster.tsx';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';
import { NewPasswordForm } from '@/features/auth/components/new-password-form.tsx';
import { CLAIMED_TEXT } from '@/features/auth/signup-rules.ts';

type Answer = 'sent' | 'too-soon' | 'pending';

const never = () => new Promise<never>(() => {});
const answers: Record<Answer, () => Promise<{ error: { message: string } | null }>> = {
  sent: async () => ({ error: null }),
  'too-soon': async () => ({
    error: { message: 'For security purposes, you can only request this after 42 seconds.' },
  }),
  pending: never,
};

function PasswordReset({ screen, answer }: { screen: 'forgot' | 'choose' | 'claimed'; answer: Answer }) {
  return (
    <div className="mx-auto max-w-md p-6">
      {screen === 'forgot' ? (
        <ForgotPasswordForm initialEmail="cleo@example.com" onClose={() => {}} request={answers[answer]} />
      ) : screen === 'claimed' ? (
        <NewPasswordForm
          title="Choose a password"
          intro={CLAIMED_TEXT}
          onDone={() => {}}
          update={answers[answer]}
        />
      ) : (
        <NewPasswordForm onDone={() => {}} update={answers[answer]} />
      )}
      <Toaster />
    </div>
  );
}

const meta = { title: 'Web/Auth/PasswordReset', component: PasswordReset } satisfies Meta<
  typeof PasswordReset
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Send Reset Link answers "If an account exists …", whatever the address. */
export const ForgotPassword: Story = { args: { screen: 'forgot', answer: 'sent' } };
/** Asked again too soon: the provider's message in a toast. */
export const ForgotPasswordTooSoon: Story = { args: { screen: 'forgot', answer: 'too-soon' } };
/** The server does not answer: submitting shows "Sending..." and disables the form. */
export const ForgotPasswordSending: Story = { args: { screen: 'forgot', answer: 'pending' } };
export const ChooseNewPassword: Story = { args: { screen: 'choose', answer: 'sent' } };
/** Submitting two matching passwords shows "Saving..." while the server does not answer. */
export const ChooseNewPasswordSaving: Story = { args: { screen: 'choose', answer: 'pending' } };
/** A contested sign-up's confirmation link kept no password: its owner chooses one. */
export const ChoosePasswordAfterContest: Story = { args: { screen: 'claimed', answer: 'sent' } };
