import { ChevronLeft, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLearnedVendors } from '../api/get-learned-vendors';
import { ForgetVendorDialog, type ForgetTarget } from '../components/forget-vendor-dialog';
import { LearnedVendorList } from '../components/learned-vendor-list';
import { LearningText } from '../utils/learned-vendor-text';

/** Account Settings › Learned vendors: what Billfold learned from the user's corrections, and forgetting it. */
export function LearnedVendorsRoute() {
  const vendors = useLearnedVendors();
  const [target, setTarget] = useState<ForgetTarget | null>(null);
  const list = vendors.data ?? [];

  return (
    <PageContainer className="max-w-3xl">
      <title>Learned vendors · Billfold</title>
      <Link
        to={paths.accountSettings}
        className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-zinc-600 outline-none hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <ChevronLeft aria-hidden className="size-4" />
        Account Settings
      </Link>
      <PageHeader
        title={LearningText.title}
        description={LearningText.description}
        actions={
          list.length > 0 ? (
            <Button
              variant="secondary"
              onClick={() => setTarget({ kind: 'all', count: list.length })}
            >
              Forget all
            </Button>
          ) : null
        }
      />
      <Card className="mt-8">
        {vendors.isPending ? (
          <div className="flex justify-center p-10">
            <Spinner label="Loading learned vendors" />
          </div>
        ) : vendors.isError ? (
          <div className="p-6">
            <Alert tone="error">{LearningText.loadFailed}</Alert>
          </div>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <span className="flex size-10 items-center justify-center rounded-lg bg-zinc-100">
              <Sparkles aria-hidden className="size-5 text-zinc-500" />
            </span>
            <p className="max-w-sm text-sm text-zinc-600">{LearningText.empty}</p>
          </div>
        ) : (
          <LearnedVendorList
            vendors={list}
            onForget={(vendor) => setTarget({ kind: 'one', vendor })}
          />
        )}
      </Card>
      <ForgetVendorDialog target={target} onOpenChange={(open) => !open && setTarget(null)} />
    </PageContainer>
  );
}
