// The device side of pairing (RFC 8628 style): ask for a code, poll until an organiser claims it.
import type { ApiErrorBody } from '@core/schemas/common.ts';
import type { PairStart, PollErrorCode, PollPaired } from '@core/schemas/screen.ts';
import { clientFor } from '../display/request.ts';

export type PollResult =
  | { kind: 'paired'; token: string; screenId: number; wallboardId: number | null }
  | { kind: 'pending' | 'slow_down' | 'expired' };

export async function startPairing(apiUrl: string): Promise<PairStart> {
  const res = await clientFor(apiUrl).screens.pair.$post({ json: { userAgent: navigator.userAgent } });
  if (!res.ok) throw new Error(`pair ${res.status}`);
  return (await res.json()) as PairStart;
}

export async function pollPairing(apiUrl: string, deviceSecret: string): Promise<PollResult> {
  const res = await clientFor(apiUrl).screens.poll.$post({ json: { deviceSecret } });
  if (res.ok) {
    const { token, screenId, wallboardId } = (await res.json()) as PollPaired;
    return { kind: 'paired', token, screenId, wallboardId };
  }
  const body = (await res.json().catch(() => ({}))) as Partial<ApiErrorBody>;
  const code = body.code as PollErrorCode | undefined;
  if (code === 'slow_down') return { kind: 'slow_down' };
  if (code === 'authorization_pending') return { kind: 'pending' };
  if (code === 'expired_token' || res.status === 400 || res.status === 404) return { kind: 'expired' };
  throw new Error(`poll ${res.status}`);
}
