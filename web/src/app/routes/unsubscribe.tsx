import { UnsubscribeScreen } from '@/features/account/components/unsubscribe-screen.tsx';
import { useFragmentToken } from '@/lib/fragment-token.ts';

/** /unsubscribe#token=…: the "stop these e-mails" link of a notification e-mail. */
export default function UnsubscribeRoute() {
  const token = useFragmentToken();
  return <UnsubscribeScreen key={token} token={token} />;
}
