// The one web file that imports kiosk/src/display: the wallboard display has one implementation.
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { accessToken } from '@/lib/auth.tsx';
import { apiBaseUrl } from '@/lib/api.ts';

const WallboardDisplay = lazy(() => import('../../../../kiosk/src/display/wallboard-display.tsx'));

function Loading() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-950 text-2xl text-white">
      Loading wallboard...
    </div>
  );
}

export default function WallboardDisplayRoute() {
  const { id } = useParams();
  return (
    <Suspense fallback={<Loading />}>
      <WallboardDisplay wallboardId={Number(id)} apiUrl={apiBaseUrl()} token={accessToken()} />
    </Suspense>
  );
}
