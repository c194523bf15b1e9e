import { describe, expect, it } from 'vitest';
import { canBuy, formatPeriod, formatPrice, formatQuota, usagePercent } from './plan-display';

describe('plan display', () => {
  it("shows a missing price as 'Free' and a missing quota as 'Unlimited'", () => {
    expect(formatPrice(null)).toBe('Free');
    expect(formatPrice(9.99)).toBe('$9.99');
    expect(formatPrice(30)).toBe('$30');
    expect(formatQuota(null)).toBe('Unlimited');
    expect(formatQuota(2000)).toBe('2,000');
  });

  it('caps the usage bar at 100 %', () => {
    expect(usagePercent(0, 50)).toBe(0);
    expect(usagePercent(25, 50)).toBe(50);
    expect(usagePercent(50, 50)).toBe(100);
    expect(usagePercent(73, 50)).toBe(100);
    expect(usagePercent(10, null)).toBe(0);
    expect(usagePercent(0, 0)).toBe(100);
  });

  it('lets free users buy basic or premium and non-premium users buy premium', () => {
    expect(canBuy('free', 'basic')).toBe(true);
    expect(canBuy('free', 'premium')).toBe(true);
    expect(canBuy('basic', 'basic')).toBe(false);
    expect(canBuy('basic', 'premium')).toBe(true);
    expect(canBuy('premium', 'premium')).toBe(false);
    expect(canBuy('premium', 'basic')).toBe(false);
    expect(canBuy('enterprise', 'premium')).toBe(false);
  });

  it('shows a quota period in UTC days', () => {
    expect(formatPeriod('2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z')).toBe(
      'Nov 1, 2026 – Dec 1, 2026',
    );
  });
});
