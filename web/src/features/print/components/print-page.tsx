// A printable sheet outside the admin shell: a toolbar (Print, Back) that stays off paper, and the sheet.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import './print.css';

export function PrintPage({
  title,
  ready,
  error,
  children,
}: {
  title: string;
  ready: boolean;
  /** The first failed query's error, shown instead of a sheet. */
  error?: unknown;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  if (error) return <LoadError error={error} fallback="Failed to load. Please try again." />;
  if (!ready) return <Spinner />;
  return (
    <>
      <title>{title}</title>
      <div className="print-toolbar flex gap-2 border-b border-border p-3">
        <Button size="sm" onClick={() => window.print()}>
          Print
        </Button>
        <Button size="sm" variant="outline" onClick={() => navigate(-1)}>
          Back
        </Button>
      </div>
      <main className="print-sheet">{children}</main>
    </>
  );
}
