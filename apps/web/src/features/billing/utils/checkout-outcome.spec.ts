import type { CheckoutSession } from '@billfold/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { checkoutOutcome } from './checkout-outcome';

const user = '2f0d7a3e-1111-4222-8333-444455556666';
const base = {
  sessionId: 'cs_test_1',
  userId: user,
  signedInUserId: user,
  session: undefined,
  error: undefined,
};
const session = (overrides: Partial<CheckoutSession>): CheckoutSession => ({
  id: 'cs_test_1',
  status: 'paid',
  planCode: 'basic',
  url: null,
  ...overrides,
});

describe('checkoutOutcome', () => {
  it("keeps SPEC's message when the address lacks an id", () => {
    expect(checkoutOutcome({ ...base, sessionId: null })).toEqual({ kind: 'missing' });
    expect(checkoutOutcome({ ...base, userId: '' })).toEqual({ kind: 'missing' });
  });

  it('does not look up an address made for another account', () => {
    expect(checkoutOutcome({ ...base, userId: 'someone-else' }).kind).toBe('not-found');
  });

  it("shows what Stripe says of the user's checkout", () => {
    expect(checkoutOutcome(base)).toEqual({ kind: 'checking' });
    expect(checkoutOutcome({ ...base, session: session({}) })).toEqual({
      kind: 'paid',
      planCode: 'basic',
    });
    expect(checkoutOutcome({ ...base, session: session({ status: 'processing' }) }).kind).toBe(
      'processing',
    );
    expect(
      checkoutOutcome({ ...base, session: session({ status: 'open', url: 'https://pay/1' }) }),
    ).toEqual({ kind: 'open', url: 'https://pay/1' });
    expect(checkoutOutcome({ ...base, session: session({ status: 'expired' }) }).kind).toBe(
      'expired',
    );
  });

  it('tells not found, not configured and unavailable apart', () => {
    const failed = (error: unknown) => checkoutOutcome({ ...base, error }).kind;
    expect(failed(new ApiError(404, 'CHECKOUT_SESSION_NOT_FOUND', 'x'))).toBe('not-found');
    expect(failed(new ApiError(400, 'VALIDATION_FAILED', 'x'))).toBe('not-found');
    expect(failed(new ApiError(503, 'PAYMENTS_NOT_CONFIGURED', 'x'))).toBe('not-configured');
    expect(failed(new ApiError(502, 'CHECKOUT_SESSION_UNAVAILABLE', 'x'))).toBe('unavailable');
    expect(failed(new TypeError('Failed to fetch'))).toBe('unavailable');
  });
});
