import { CircleCheck, CircleX, Clock, CreditCard, LoaderCircle, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { webEnv } from '@/config/env';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth';
import { useCheckoutSession } from '../api/get-checkout-session';
import { CheckoutResult } from '../components/checkout-result';
import { checkoutOutcome, NO_SESSION_MESSAGE, planLabel } from '../utils/checkout-outcome';

function LinkButton({
  to,
  variant,
  children,
}: {
  to: string;
  variant?: 'secondary';
  children: ReactNode;
}) {
  return (
    <Button asChild {...(variant ? { variant } : {})}>
      <Link to={to}>{children}</Link>
    </Button>
  );
}

const seePlans = (
  <>
    <LinkButton to={paths.dashboard} variant="secondary">
      Back to dashboard
    </LinkButton>
    <LinkButton to={paths.pricing}>See plans</LinkButton>
  </>
);

/**
 * Where Stripe's hosted checkout sends the user back (`session_id`, `user_id`). The server asks
 * Stripe where that checkout stands; the page says paid, still processing, not finished, expired
 * or not found. Visiting it changes no plan: Stripe's webhooks do.
 */
export function CheckoutSuccessRoute() {
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  const sessionId = searchParams.get('session_id');
  const userId = searchParams.get('user_id');
  const lookUp = Boolean(sessionId && userId && userId === user?.id);
  const query = useCheckoutSession(lookUp ? sessionId : null);
  const outcome = checkoutOutcome({
    sessionId,
    userId,
    signedInUserId: user?.id,
    session: query.data,
    error: query.error,
  });

  switch (outcome.kind) {
    case 'missing':
      return (
        <CheckoutResult
          tone="neutral"
          icon={<SearchX aria-hidden />}
          title="Nothing to confirm"
          actions={seePlans}
        >
          <title>Payment · Billfold</title>
          <p>{NO_SESSION_MESSAGE}</p>
        </CheckoutResult>
      );
    case 'checking':
      return (
        <CheckoutResult
          tone="neutral"
          icon={<LoaderCircle aria-hidden className="animate-spin" />}
          title="Checking your payment…"
          actions={null}
        >
          <title>Payment · Billfold</title>
          <p role="status">Asking Stripe how your checkout went.</p>
        </CheckoutResult>
      );
    case 'paid':
      return (
        <CheckoutResult
          tone="success"
          icon={<CircleCheck aria-hidden />}
          title="Payment successful"
          actions={
            <>
              <LinkButton to={paths.subscription} variant="secondary">
                View subscription
              </LinkButton>
              <LinkButton to={paths.dashboard}>Go to dashboard</LinkButton>
            </>
          }
        >
          <title>Payment successful · Billfold</title>
          <p>
            Thank you! Your {planLabel(outcome.planCode)} plan is being activated and your new page
            allowance will show in a moment.
          </p>
        </CheckoutResult>
      );
    case 'processing':
      return (
        <CheckoutResult
          tone="pending"
          icon={<Clock aria-hidden />}
          title="Payment processing"
          actions={
            <>
              <LinkButton to={paths.subscription} variant="secondary">
                View subscription
              </LinkButton>
              <Button busy={query.isFetching} onClick={() => void query.refetch()}>
                Check again
              </Button>
            </>
          }
        >
          <title>Payment processing · Billfold</title>
          <p>
            Stripe is still confirming your payment. Your {planLabel(outcome.planCode)} plan starts
            as soon as it does; you can leave this page in the meantime.
          </p>
        </CheckoutResult>
      );
    case 'open':
      return (
        <CheckoutResult
          tone="pending"
          icon={<CreditCard aria-hidden />}
          title="Payment not finished"
          actions={
            <>
              <LinkButton to={paths.pricing} variant="secondary">
                See plans
              </LinkButton>
              {outcome.url ? (
                <Button asChild>
                  <a href={outcome.url}>Return to checkout</a>
                </Button>
              ) : null}
            </>
          }
        >
          <title>Payment not finished · Billfold</title>
          <p>This checkout has not been paid yet, and nothing has been charged.</p>
        </CheckoutResult>
      );
    case 'expired':
      return (
        <CheckoutResult
          tone="failure"
          icon={<CircleX aria-hidden />}
          title="Payment not completed"
          actions={seePlans}
        >
          <title>Payment not completed · Billfold</title>
          <p>
            This checkout expired before it was paid. Nothing was charged and your plan is
            unchanged.
          </p>
        </CheckoutResult>
      );
    case 'not-found':
      return (
        <CheckoutResult
          tone="failure"
          icon={<SearchX aria-hidden />}
          title="Payment not found"
          actions={seePlans}
        >
          <title>Payment not found · Billfold</title>
          <p>{outcome.message}</p>
        </CheckoutResult>
      );
    case 'not-configured':
      return (
        <CheckoutResult
          tone="neutral"
          icon={<CreditCard aria-hidden />}
          title="No payment to confirm"
          actions={seePlans}
        >
          <title>Payment · Billfold</title>
          <p>
            {outcome.message}{' '}
            <a
              className="font-medium text-brand-700 underline underline-offset-2"
              href={`mailto:${webEnv.salesEmail}`}
            >
              {webEnv.salesEmail}
            </a>
          </p>
        </CheckoutResult>
      );
    case 'unavailable':
      return (
        <CheckoutResult
          tone="neutral"
          icon={<Clock aria-hidden />}
          title="We could not check this payment"
          actions={
            <>
              <LinkButton to={paths.dashboard} variant="secondary">
                Back to dashboard
              </LinkButton>
              <Button busy={query.isFetching} onClick={() => void query.refetch()}>
                Try again
              </Button>
            </>
          }
        >
          <title>Payment · Billfold</title>
          <p>{outcome.message}</p>
        </CheckoutResult>
      );
  }
}
