import { CircleCheck, SearchX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CheckoutResult } from '../components/checkout-result';

export function CheckoutSuccessRoute() {
  const [searchParams] = useSearchParams();
  const complete = Boolean(searchParams.get('session_id') && searchParams.get('user_id'));

  if (!complete) {
    return (
      <CheckoutResult
        tone="neutral"
        icon={<SearchX aria-hidden />}
        title="Nothing to confirm"
        actions={
          <>
            <Button asChild variant="secondary">
              <Link to={paths.dashboard}>Back to dashboard</Link>
            </Button>
            <Button asChild>
              <Link to={paths.pricing}>See plans</Link>
            </Button>
          </>
        }
      >
        <title>Payment · Billfold</title>
        <p>No payment session information found.</p>
      </CheckoutResult>
    );
  }

  return (
    <CheckoutResult
      tone="success"
      icon={<CircleCheck aria-hidden />}
      title="Payment successful"
      actions={
        <>
          <Button asChild variant="secondary">
            <Link to={paths.subscription}>View subscription</Link>
          </Button>
          <Button asChild>
            <Link to={paths.dashboard}>Go to dashboard</Link>
          </Button>
        </>
      }
    >
      <title>Payment successful · Billfold</title>
      <p>Thank you! Your plan is being activated and your new page allowance will show in a moment.</p>
    </CheckoutResult>
  );
}
