import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from './safeStorage';

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
