import type { CheckoutPlanCode, Plan, PlanCode } from '@billfold/contract';
import { Mail } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { webEnv } from '@/config/env';
import { userMessageOf } from '@/lib/api-error';
import { usePlans } from '../api/get-plans';
import { useSubscription } from '../api/get-subscription';
import { PaymentsNotConfigured } from '../components/payments-not-configured';
import { PlanCard } from '../components/plan-card';
import { useUpgrade } from '../hooks/use-upgrade';
import { canBuy, findPlan, formatPrice, formatQuota } from '../utils/plan-display';

const faq = [
  {
    question: 'What counts as a page?',
    answer:
      'One page of a PDF document. A three-page invoice uses three pages of your monthly allowance.',
  },
  {
    question: 'Is there a free allowance?',
    answer:
      'Yes. Every new account gets 50 free pages, so you can try Billfold on your own invoices first.',
  },
  {
    question: 'When do plan changes take effect?',
    answer: 'Immediately. An upgrade raises your allowance straight away.',
  },
];

function pagesLine(plan: Plan | undefined): string {
  if (!plan) return '';
  return plan.monthlyQuota === null
    ? 'Unlimited pages'
    : `${formatQuota(plan.monthlyQuota)} pages a month`;
}

export function PricingRoute() {
  const plans = usePlans();
  const subscription = useSubscription();
  const { upgrade, pendingPlan, notConfigured } = useUpgrade();
  const current: PlanCode | undefined = subscription.data?.subscriptionPlan.code;

  const buyAction = (code: CheckoutPlanCode, plan: Plan | undefined) => {
    if (!plan || !current) return <Button disabled>Loading…</Button>;
    if (current === code)
      return (
        <Button variant="secondary" disabled>
          Current plan
        </Button>
      );
    if (!canBuy(current, code)) {
      return (
        <Button variant="secondary" disabled>
          Included in your plan
        </Button>
      );
    }
    return (
      <Button
        variant={code === 'premium' ? 'primary' : 'secondary'}
        busy={pendingPlan === code}
        disabled={pendingPlan !== undefined}
        onClick={() => upgrade(code)}
      >
        {pendingPlan === code ? 'Opening checkout…' : `Upgrade to ${plan.name}`}
      </Button>
    );
  };

  const basic = findPlan(plans.data, 'basic');
  const premium = findPlan(plans.data, 'premium');
  const enterprise = findPlan(plans.data, 'enterprise');
  const free = findPlan(plans.data, 'free');

  return (
    <PageContainer>
      <title>Pricing · Billfold</title>
      <PageHeader
        title="Pricing"
        description="Pick the plan that matches the invoices you process each month."
      />
      {notConfigured ? <PaymentsNotConfigured className="mt-6" /> : null}
      {plans.isPending ? (
        <div className="mt-16 flex justify-center">
          <Spinner label="Loading plans..." />
        </div>
      ) : plans.isError ? (
        <Alert tone="error" className="mt-8">
          {userMessageOf(plans.error)}
        </Alert>
      ) : (
        <>
          <div className="mt-10 grid gap-6 md:grid-cols-3 md:gap-5 lg:gap-8">
            <PlanCard
              name={basic?.name ?? 'Basic'}
              tagline="For freelancers with a steady trickle of invoices."
              price={formatPrice(basic?.priceMonthly ?? null)}
              priceNote={basic?.priceMonthly === null ? undefined : 'per month'}
              features={[
                pagesLine(basic),
                'AI extraction of every invoice field',
                'Reports, search and every export format',
              ]}
              action={buyAction('basic', basic)}
            />
            <PlanCard
              name={premium?.name ?? 'Premium'}
              tagline="For bookkeepers and busy small businesses."
              price={formatPrice(premium?.priceMonthly ?? null)}
              priceNote={premium?.priceMonthly === null ? undefined : 'per month'}
              features={[pagesLine(premium), 'Everything in Basic', 'Room for month-end peaks']}
              action={buyAction('premium', premium)}
              highlighted
              badge="Most popular"
            />
            <PlanCard
              name={enterprise?.name ?? 'Enterprise'}
              tagline="For teams with high volumes or special terms."
              price="Custom"
              features={[
                pagesLine(enterprise),
                'Everything in Premium',
                'Terms and invoicing agreed with you',
              ]}
              action={
                <Button asChild variant="secondary">
                  <a
                    href={`mailto:${webEnv.salesEmail}?subject=${encodeURIComponent('Billfold Enterprise')}`}
                  >
                    <Mail aria-hidden />
                    Contact sales
                  </a>
                </Button>
              }
            />
          </div>
          {free && current === 'free' ? (
            <p className="mt-6 text-center text-sm text-zinc-500">
              You are on the Free plan: {formatQuota(free.monthlyQuota)} pages a month, no card
              needed.
            </p>
          ) : null}
        </>
      )}
      <section aria-labelledby="faq-heading" className="mt-14 max-w-3xl">
        <h2 id="faq-heading" className="text-lg font-semibold tracking-tight text-zinc-950">
          Frequently asked questions
        </h2>
        <dl className="mt-4 divide-y divide-zinc-200 border-y border-zinc-200">
          {faq.map((item) => (
            <div key={item.question} className="py-5 sm:grid sm:grid-cols-5 sm:gap-6">
              <dt className="text-[15px] font-medium text-zinc-900 sm:col-span-2">
                {item.question}
              </dt>
              <dd className="mt-1 text-[15px] leading-6 text-zinc-600 sm:col-span-3 sm:mt-0">
                {item.answer}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </PageContainer>
  );
}
