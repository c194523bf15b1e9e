import { BillingMessage, type Subscription } from '@billfold/contract';
import { CalendarClock, CreditCard, Gauge } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { IconTitleProps } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { userMessageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useCancelSubscription } from '../api/cancel-subscription';
import { usePlans } from '../api/get-plans';
import { useSubscription } from '../api/get-subscription';
import { CancelSubscriptionDialog } from '../components/cancel-subscription-dialog';
import { PaymentsNotConfigured } from '../components/payments-not-configured';
import { SubscriptionStatusBadge } from '../components/subscription-status-badge';
import { UsageMeter } from '../components/usage-meter';
import { useUpgrade } from '../hooks/use-upgrade';
import { canBuy, findPlan, formatLongDate, formatPrice, formatQuota } from '../utils/plan-display';

function Section({ icon, title, children }: IconTitleProps) {
  const id = `section-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section aria-labelledby={id} className="flex items-start gap-4 p-6">
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-zinc-100 sm:flex [&_svg]:size-5 [&_svg]:text-zinc-500">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={id} className="text-sm font-semibold text-zinc-900">
          {title}
        </h2>
        <div className="mt-2">{children}</div>
      </div>
    </section>
  );
}

/** What the billing period means for this subscription, in one line. */
function periodLine(subscription: Subscription): string {
  const { currentPeriodEnd, cancelAtPeriodEnd, status, subscriptionPlan } = subscription;
  if (status === 'unpaid')
    return 'The payment for your subscription failed, so you are on the Free plan until it is paid.';
  if (status === 'past_due')
    return 'The last payment failed. Stripe is trying again; please check your card.';
  if (subscriptionPlan.code === 'enterprise')
    return 'Billing is agreed with our sales team; your allowance renews on the first of each month.';
  if (!currentPeriodEnd) return 'Your allowance renews on the first of each month.';
  const day = formatLongDate(currentPeriodEnd);
  return cancelAtPeriodEnd ? `Canceled: your plan stays active until ${day}.` : `Renews on ${day}.`;
}

export function SubscriptionRoute() {
  const subscription = useSubscription();
  const plans = usePlans();
  const { upgrade, pendingPlan, notConfigured } = useUpgrade();
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);

  if (subscription.isPending) return <PageSpinner label="Loading your subscription" />;

  const header = (
    <PageHeader
      title="Subscription Management"
      description="Your plan, this period’s usage and billing."
    />
  );
  if (subscription.isError) {
    return (
      <PageContainer className="max-w-3xl">
        <title>Subscription · Billfold</title>
        {header}
        <Alert tone="error" className="mt-8">
          {userMessageOf(subscription.error)}
        </Alert>
      </PageContainer>
    );
  }

  const current = subscription.data;
  const plan = current.subscriptionPlan;
  const premium = findPlan(plans.data, 'premium');
  const paid = plan.code === 'basic' || plan.code === 'premium';
  const cancellable = paid && !current.cancelAtPeriodEnd && current.currentPeriodEnd !== null;

  const confirmCancel = () => {
    cancel.mutate(undefined, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: () => toast.error(BillingMessage.cancelFailed),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <PageContainer className="max-w-3xl">
      <title>Subscription · Billfold</title>
      {header}
      {notConfigured ? <PaymentsNotConfigured className="mt-6" /> : null}
      <Card className="mt-8 divide-y divide-zinc-100">
        <Section icon={<CreditCard aria-hidden />} title="Plan">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <p className="text-xl font-semibold tracking-tight text-zinc-950">{plan.name}</p>
            <SubscriptionStatusBadge status={current.status} />
          </div>
          <p className="mt-1 text-sm text-zinc-600">
            {plan.code === 'enterprise'
              ? 'Price agreed with sales'
              : plan.priceMonthly === null
                ? formatPrice(null)
                : `${formatPrice(plan.priceMonthly)} per month`}{' '}
            ·{' '}
            {plan.monthlyQuota === null
              ? 'Unlimited pages'
              : `${formatQuota(plan.monthlyQuota)} pages a month`}
          </p>
        </Section>
        <Section icon={<Gauge aria-hidden />} title="Usage">
          <UsageMeter usage={current.usage} />
        </Section>
        <Section icon={<CalendarClock aria-hidden />} title="Billing">
          <p className="text-sm text-zinc-600">{periodLine(current)}</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {canBuy(plan.code, 'premium') && premium ? (
              <Button
                busy={pendingPlan === 'premium'}
                disabled={pendingPlan !== undefined}
                onClick={() => upgrade('premium')}
              >
                {pendingPlan === 'premium' ? 'Opening checkout…' : 'Upgrade to Premium'}
              </Button>
            ) : null}
            {canBuy(plan.code, 'basic') ? (
              <Button
                variant="secondary"
                busy={pendingPlan === 'basic'}
                disabled={pendingPlan !== undefined}
                onClick={() => upgrade('basic')}
              >
                {pendingPlan === 'basic' ? 'Opening checkout…' : 'Upgrade to Basic'}
              </Button>
            ) : null}
            <Button asChild variant="secondary">
              <Link to={paths.pricing}>Compare plans</Link>
            </Button>
            {cancellable ? (
              <Button
                variant="ghost"
                className="text-red-600 hover:bg-red-50 hover:text-red-700 sm:ml-auto"
                onClick={() => setConfirming(true)}
              >
                Cancel subscription
              </Button>
            ) : null}
          </div>
          {canBuy(plan.code, 'premium') && premium?.monthlyQuota ? (
            <p className="mt-3 text-[13px] text-zinc-500">
              Premium gives you {premium.monthlyQuota} documents per month.
            </p>
          ) : null}
        </Section>
      </Card>
      <CancelSubscriptionDialog
        open={confirming}
        onOpenChange={setConfirming}
        planName={plan.name}
        periodEnd={current.currentPeriodEnd ? formatLongDate(current.currentPeriodEnd) : null}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </PageContainer>
  );
}
