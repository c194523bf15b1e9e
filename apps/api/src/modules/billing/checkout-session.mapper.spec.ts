import { describe, expect, it } from 'vitest';
import { checkoutSessionStatus } from './checkout-session.mapper.js';

describe('checkoutSessionStatus', () => {
  it("reads Stripe's session and payment statuses as one", () => {
    expect(checkoutSessionStatus({ status: 'complete', payment_status: 'paid' })).toBe('paid');
    expect(
      checkoutSessionStatus({ status: 'complete', payment_status: 'no_payment_required' }),
    ).toBe('paid');
    expect(checkoutSessionStatus({ status: 'complete', payment_status: 'unpaid' })).toBe(
      'processing',
    );
    expect(checkoutSessionStatus({ status: 'open', payment_status: 'unpaid' })).toBe('open');
    expect(checkoutSessionStatus({ status: null, payment_status: 'unpaid' })).toBe('open');
    expect(checkoutSessionStatus({ status: 'expired', payment_status: 'unpaid' })).toBe('expired');
  });
});
