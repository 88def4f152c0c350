// A new password and its confirmation: sign-up, the reset link and an accepted invitation ask alike.
import { TextField } from '@/components/ui/field.tsx';

interface Props {
  /** The two labels, as each screen words them (e.g. "Password" and "Confirm Password"). */
  labels: readonly [string, string];
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  disabled: boolean;
}

export function NewPasswordFields({ labels, password, confirm, onPassword, onConfirm, disabled }: Props) {
  return (
    <>
      <TextField
        label={labels[0]}
        type="password"
        required
        autoComplete="new-password"
        value={password}
        disabled={disabled}
        onChange={(e) => onPassword(e.target.value)}
      />
      <TextField
        label={labels[1]}
        type="password"
        required
        autoComplete="new-password"
        value={confirm}
        disabled={disabled}
        onChange={(e) => onConfirm(e.target.value)}
      />
    </>
  );
}
