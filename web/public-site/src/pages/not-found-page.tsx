export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-4xl px-3 py-10">
      <main>
        <h1 className="mb-2 text-2xl font-bold">Page not found</h1>
        <p>There is no league, division, team, player or fixture at this address.</p>
      </main>
    </div>
  );
}
