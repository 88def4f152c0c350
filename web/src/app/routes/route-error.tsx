import { Link, useRouteError } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button.tsx';

/** A screen that failed to load or render: say so and offer a way back, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-muted-foreground">
        {error instanceof Error ? error.message : 'Please try again.'}
      </p>
      <Link to="/" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
        Return to Home
      </Link>
    </div>
  );
}
