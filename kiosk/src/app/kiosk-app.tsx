// The TV app: ?wallboard={id} shows a public wallboard without pairing; otherwise a paired screen
// shows its assigned wallboard, and a fresh one shows its pairing code.
import { useCallback, useEffect, useState } from 'react';
import WallboardDisplay from '../display/wallboard-display.tsx';
import { useHiddenPointer } from '../display/pointer.ts';
import { WallboardView } from '../display/wallboard-view.tsx';
import { loadConfig, type KioskConfig } from '../lib/config.ts';
import { PairingScreen } from '../pairing/pairing-screen.tsx';
import { forgetScreen, loadScreen, saveScreen, type StoredScreen } from '../pairing/screen-store.ts';
import type { Paired } from '../pairing/use-pairing.ts';
import { PairedScreen } from './paired-screen.tsx';
import { atRotationBoundary } from './self-heal.ts';

function useConfig(): KioskConfig | null {
  const [config, setConfig] = useState<KioskConfig | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (delay: number) =>
      loadConfig().then(setConfig, () => {
        timer = setTimeout(() => attempt(Math.min(delay * 2, 60_000)), delay);
      });
    void attempt(2_000);
    return () => clearTimeout(timer);
  }, []);
  return config;
}

export function KioskApp() {
  const config = useConfig();
  useHiddenPointer();
  const [screen, setScreen] = useState<StoredScreen | null>(loadScreen);
  const publicId = Number(new URLSearchParams(location.search).get('wallboard')) || null;
  const onPaired = useCallback((p: Paired) => {
    saveScreen(p);
    setScreen(p);
  }, []);
  const onRevoked = useCallback(() => {
    forgetScreen();
    setScreen(null);
  }, []);

  if (!config) return <WallboardView feed={null} />;
  if (publicId)
    return <WallboardDisplay wallboardId={publicId} apiUrl={config.apiUrl} onRotate={atRotationBoundary} />;
  if (screen) return <PairedScreen apiUrl={config.apiUrl} screen={screen} onRevoked={onRevoked} />;
  return <PairingScreen apiUrl={config.apiUrl} onPaired={onPaired} />;
}
