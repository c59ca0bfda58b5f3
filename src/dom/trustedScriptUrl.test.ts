import { describe, expect, it, vi } from 'vitest';
import { trustedScriptUrl } from './trustedScriptUrl';

/** A document whose window has (or lacks) a Trusted Types factory that records the policies made. */
function docWith(trustedTypes?: unknown): Document {
  return { defaultView: { trustedTypes }, URL: 'https://shop.example/p' } as unknown as Document;
}

describe('trustedScriptUrl: the captcha script URL under Trusted Types', () => {
  it('without Trusted Types, the URL as it is', () => {
    expect(trustedScriptUrl('https://cdn.example/c.js', docWith())).toBe('https://cdn.example/c.js');
  });

  it("with them, a value from the one 'storefront' policy, which passes http(s) only (made once per page)", () => {
    const createPolicy = vi.fn((_name: string, rules: { createScriptURL(u: string): string }) => ({
      createScriptURL: (u: string) => ({ trusted: rules.createScriptURL(u) }),
    }));
    const doc = docWith({ createPolicy });
    expect(trustedScriptUrl('/captcha.js', doc)).toEqual({ trusted: 'https://shop.example/captcha.js' });
    expect(() => trustedScriptUrl('javascript:alert(1)', doc)).toThrow('storefront: javascript:alert(1) is not an http(s) script URL');
    expect(trustedScriptUrl('https://cdn.example/c.js', doc)).toEqual({ trusted: 'https://cdn.example/c.js' });
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(createPolicy.mock.calls[0]![0]).toBe('storefront');
  });
});
