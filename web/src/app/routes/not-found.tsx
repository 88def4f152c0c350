import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button.tsx';

export default function NotFound() {
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <Link to="/" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
        Return to Home
      </Link>
    </div>
  );
}
