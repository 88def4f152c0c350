import './effects-after-commit.ts';
import { createRoot } from 'react-dom/client';
import { KioskApp } from './kiosk-app.tsx';
import { startSelfHealing } from './self-heal.ts';

createRoot(document.getElementById('root')!).render(<KioskApp />);
startSelfHealing();
