import { cn } from '@/lib/cn.ts';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <div role="status" aria-label={label} className={cn('flex justify-center p-8', className)}>
      <div className="h-8 w-8 animate-spin rounded-full border-4 border-muted border-t-green-800" />
    </div>
  );
}
