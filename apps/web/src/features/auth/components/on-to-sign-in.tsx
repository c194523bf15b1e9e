import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useRedirectAfter } from '@/hooks/use-redirect-after';

/** The footer of the auth cards a user reached from the sign-in page. */
export function BackToSignIn() {
  return (
    <p>
      <TextLink to={paths.login}>Back to sign in</TextLink>
    </p>
  );
}

/**
 * The end of a state card whose work is done (SPEC section 4): "Taking you to sign in…", the
 * page goes to `to` after `delayMs`, and a button goes there now; `children` stand between.
 */
export function OnToSignIn({
  to,
  delayMs,
  action = 'Sign in now',
  children,
}: {
  to: string;
  delayMs: number;
  action?: string;
  children?: ReactNode;
}) {
  useRedirectAfter(to, delayMs);
  return (
    <>
      <p className="mt-1 text-sm text-zinc-500">Taking you to sign in…</p>
      {children}
      <Button asChild size="lg" className="mt-6 w-full">
        <Link to={to} replace>
          {action}
        </Link>
      </Button>
    </>
  );
}
