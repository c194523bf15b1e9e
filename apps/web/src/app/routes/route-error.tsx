import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';

/** Shown instead of a blank screen when a page fails to render. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-zinc-950/5 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <a href="/" aria-label="Billfold home">
            <Logo />
          </a>
        </div>
      </header>
      <main className="flex flex-1 items-center justify-center px-4 py-20">
        <div className="max-w-md text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-red-50 ring-1 ring-red-100">
            <TriangleAlert aria-hidden className="size-7 text-red-600" />
          </span>
          <h1 className="mt-6 text-2xl font-semibold tracking-tight text-zinc-950">
            Something went wrong
          </h1>
          <p className="mt-3 text-[15px] leading-6 text-zinc-600">
            This page could not be shown. Reloading usually helps; if it keeps happening, let us
            know.
          </p>
          <Button className="mt-8" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        </div>
      </main>
    </div>
  );
}
