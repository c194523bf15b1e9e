import { PageContainer, PageHeader } from '@/components/ui/page';

export function SubscriptionRoute() {
  return (
    <PageContainer>
      <title>Subscription · Billfold</title>
      <PageHeader title="Subscription Management" description="Your plan, this month’s usage and billing." />
    </PageContainer>
  );
}
