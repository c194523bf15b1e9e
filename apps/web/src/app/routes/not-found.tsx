import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-20">
      <title>Page not found · Billfold</title>
      <div className="max-w-md text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-white shadow-card ring-1 ring-zinc-950/5">
          <Compass aria-hidden className="size-7 text-brand-600" />
        </span>
        <p className="mt-6 text-sm font-semibold text-brand-600">404</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-zinc-950">Page not found</h1>
        <p className="mt-3 text-[15px] leading-6 text-zinc-600">
          We couldn’t find the page you were looking for. It may have moved, or the link may be
          mistyped.
        </p>
        <div className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row">
          <Button asChild variant="secondary">
            <Link to={paths.pricing}>See pricing</Link>
          </Button>
          <Button asChild>
            <Link to={paths.dashboard}>Back to dashboard</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
