import { PageContainer, PageHeader } from '@/components/ui/page';

export function BlogRoute() {
  return (
    <PageContainer>
      <title>Blog · Billfold</title>
      <PageHeader title="Blog" />
    </PageContainer>
  );
}
