import type { ReactNode } from 'react';

/**
 * The "Advanced" disclosure of the venue and table forms: tables' codes and URL slugs, which are
 * generated and rarely need a second look. Open by default when something in it needs fixing.
 */
export function Advanced({ open, children }: { open?: boolean; children: ReactNode }) {
  return (
    <details open={open} className="rounded-md border border-border p-3 text-sm">
      <summary className="cursor-pointer font-medium">Advanced</summary>
      <div className="mt-3 grid gap-3">
        <p className="text-muted-foreground">
          Each table has a code and a URL slug that identify it from a QR code or a link. They are generated
          from the venue&apos;s name; change them only to match codes already printed.
        </p>
        {children}
      </div>
    </details>
  );
}
