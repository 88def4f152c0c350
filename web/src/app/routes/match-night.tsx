import { Protected } from '../../features/auth/components/protected.tsx';

// Placeholder until the Match Night issue lands on this route.
export default function MatchNightRoute() {
  return (
    <Protected>
      <div className="mx-auto max-w-4xl px-4 py-6">
        <h1 className="text-2xl font-bold">Select a Fixture</h1>
      </div>
    </Protected>
  );
}
