import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readEmail, keepToken } from '../account/token';
import { readToken, STORAGE_WARNED } from '../contract';
import { identify, sessionStore } from '../telemetry/identity';
import { createSafeStorage } from './safeStorage';

afterEach(() => void delete (window as unknown as Record<symbol, unknown>)[STORAGE_WARNED]);

describe('safe storage', () => {
  it('uses the browser storage when it works', () => {
    const storage = createSafeStorage(() => window.localStorage);
    storage.setItem('k', 'v');
    expect(window.localStorage.getItem('k')).toBe('v');
    expect(storage.getItem('k')).toBe('v');
    expect(storage.persistent).toBe(true);
  });

  it('degrades to memory, with one warning, when storage throws (private mode)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const storage = createSafeStorage(() => throwing);
    storage.setItem('a', '1');
    storage.setItem('b', '2');
    expect(storage.getItem('a')).toBe('1');
    expect(storage.persistent).toBe(false);
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('degrades when merely reaching storage throws (sandboxed frame)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = createSafeStorage(() => {
      throw new DOMException('no', 'SecurityError');
    });
    storage.setItem('x', 'y');
    expect(storage.getItem('x')).toBe('y');
    warn.mockRestore();
  });
});

describe('storage failures warn once per page, whichever use fails (spec 001 §8 "Storage failures only warn")', () => {
  const page = window as unknown as Record<symbol, unknown>;
  const saved = ['localStorage', 'sessionStorage'].map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  /** Storage blocked, as in a browser that refuses site data: merely reaching either throws. */
  const block = () => {
    for (const [name] of saved)
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
  };
  beforeEach(() => void delete page[STORAGE_WARNED]);
  afterEach(() => {
    for (const [name, descriptor] of saved) if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    delete page[STORAGE_WARNED];
    vi.restoreAllMocks();
  });

  it('every use (the token, the email, the visit-tracking helper, the safe storage): one console.warn in all; each goes on without', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    block();
    expect(readToken()).toBeUndefined();
    keepToken('tok');
    expect(readEmail()).toBeNull();
    const store = sessionStore();
    store.set('SS_SESSION_ID', 's-1', 60_000);
    expect(store.get('SS_SESSION_ID')).toBe('s-1'); // from the cookie it fell back to
    store.remove('SS_SESSION_ID');
    expect(identify().sessionId).toBeTruthy();
    const safe = createSafeStorage(() => window.localStorage);
    safe.setItem('k', 'v');
    expect(safe.getItem('k')).toBe('v');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe('[storefront] storage unavailable, going on without it:');
    expect(warn.mock.calls[0]![1]).toBeInstanceOf(DOMException);
  });

  it('the first failure of a page warns, wherever it is; storage that works never does', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    keepToken('tok');
    expect(readToken()).toBe('tok');
    keepToken(null);
    sessionStore().set('SS_HAS_LANDED', 'true', 60_000);
    expect(warn).not.toHaveBeenCalled();
    // A storage that is full: its writes refused, its reads fine.
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    sessionStore(() => full).set('SS_HAS_LANDED', 'true', 60_000);
    sessionStore(() => full).set('SS_SESSION_ID', 's', 60_000);
    createSafeStorage(() => full).setItem('k', 'v');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('shared by the loader and the runtime, bundled apart: the mark is on the page, not in a module', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    page[STORAGE_WARNED] = true; // as the loader leaves it when its read of the token failed
    block();
    expect(readEmail()).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
