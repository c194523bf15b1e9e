import { BillingMessage } from '@billfold/contract';
import { Alert } from '@/components/ui/alert';
import { webEnv } from '@/config/env';

/** Shown after an upgrade click on a server without Stripe (DESIGN.md run modes). */
export function PaymentsNotConfigured({ className }: { className?: string }) {
  return (
    <Alert tone="warning" className={className}>
      {BillingMessage.paymentsNotConfigured}{' '}
      <a className="font-medium underline underline-offset-2" href={`mailto:${webEnv.salesEmail}`}>
        {webEnv.salesEmail}
      </a>
    </Alert>
  );
}
