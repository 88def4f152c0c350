import type { ReactNode } from 'react';

/** Screen title row with its main action, then the content. */
export function Page({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        {action}
      </div>
      {children}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
      {children}
    </p>
  );
}

/** Why an action is unavailable to this user's role. */
export function RoleNote({ children }: { children: ReactNode }) {
  return <p className="mb-4 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">{children}</p>;
}

export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">{children}</div>;
}
