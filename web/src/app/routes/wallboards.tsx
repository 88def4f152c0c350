import { PairedScreens } from '@/features/screens/components/paired-screens.tsx';
import WallboardsScreen from '@/features/wallboards/components/wallboards-screen.tsx';

export default function WallboardsRoute() {
  return (
    <WallboardsScreen>
      <PairedScreens />
    </WallboardsScreen>
  );
}
