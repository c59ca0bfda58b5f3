import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

const load = async () => (await import('./checkoutMinimum')).checkoutMinimumCents;

describe('the checkout minimum the cart holds a subtotal to', () => {
  it('cents, or money in any of the three shapes in the store currency', async () => {
    const minimum = await load();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const given of [
      2500,
      { value: '25.00', currency: 'USD' },
      { value: 25, currency: 'usd' },
      { decimalValue: '25', currencyCode: 'USD' },
      { amount: 25.0, currencyCode: 'USD' },
    ])
      expect(minimum(given, 'USD')).toBe(2500);
    expect(minimum({ amount: '2500', currencyCode: 'JPY' }, 'jpy')).toBe(2500);
    expect(minimum(undefined, 'USD')).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it('another currency, or money it cannot read, is no minimum, named in one warning a page', async () => {
    const minimum = await load();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(minimum({ value: '25.00', currency: 'EUR' }, 'USD')).toBe(0);
    expect(minimum({ value: '25,00', currency: 'USD' }, 'USD')).toBe(0);
    expect(warn.mock.calls).toEqual([['[storefront] site settings: ignored, not of the type read: checkoutMinimumCents']]);
  });
});
