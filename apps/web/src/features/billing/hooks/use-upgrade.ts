import { BillingErrorCode, BillingMessage, type CheckoutPlanCode } from '@billfold/contract';
import { useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useStartCheckout } from '../api/start-checkout';

/**
 * An upgrade click: asks the server for a Stripe Checkout and follows its URL. Without payments
 * configured the page says so in place; any other failure is SPEC's payment alert.
 */
export function useUpgrade() {
  const checkout = useStartCheckout();
  const [notConfigured, setNotConfigured] = useState(false);

  const upgrade = (plan: CheckoutPlanCode) => {
    checkout.mutate(plan, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === BillingErrorCode.PAYMENTS_NOT_CONFIGURED) {
          setNotConfigured(true);
          return;
        }
        toast.error(
          error instanceof ApiError && error.status === 409
            ? error.message
            : BillingMessage.checkoutFailed,
        );
      },
    });
  };

  return {
    upgrade,
    /** The plan whose checkout is being opened (the browser is leaving for Stripe's page). */
    pendingPlan: checkout.isPending || checkout.isSuccess ? checkout.variables : undefined,
    notConfigured,
  };
}
