import { storageFailed } from '../contract';

export { storageFailed };

/**
 * Runs `use` (a read or write of localStorage or sessionStorage) and gives its result; should it throw (Safari private
 * mode, blocked site data, a sandboxed frame, a full quota), the page's one storage warning (`storageFailed`, spec 001
 * §8 "Storage failures only warn") and undefined: the caller goes on without it. Every storage use of the SDK goes
 * through here or `storageFailed`.
 */
export function tryStorage<T>(use: () => T): T | undefined {
  try {
    return use();
  } catch (error) {
    storageFailed(error);
    return undefined;
  }
}

/**
 * localStorage / sessionStorage that never throws. Safari private mode, disabled storage and sandboxed frames throw on
 * access or on setItem (QuotaExceededError); from the first failure on, this degrades to an in-memory map for the rest
 * of the page's life, with the page's one storage warning (`storageFailed`: spec 001 §8 "Storage failures only warn").
 */
export interface SafeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** True while backed by the browser's storage; false once degraded to memory. */
  readonly persistent: boolean;
}

export function createSafeStorage(getBacking: () => Storage): SafeStorage {
  const memory = new Map<string, string>();
  let backing: Storage | null | undefined;

  const degrade = (error: unknown): null => {
    storageFailed(error);
    backing = null;
    return null;
  };
  const store = (): Storage | null => {
    if (backing === undefined) {
      try {
        backing = getBacking();
        // Probe once: Safari private mode exposes storage whose setItem throws.
        const probe = '__sf_probe__';
        backing.setItem(probe, probe);
        backing.removeItem(probe);
      } catch (error) {
        return degrade(error);
      }
    }
    return backing;
  };

  /** Runs `use` on the browser's storage while it works; false when degraded (now or before). */
  const attempt = (use: (s: Storage) => void): boolean => {
    const s = store();
    if (s) {
      try {
        use(s);
        return true;
      } catch (error) {
        degrade(error);
      }
    }
    return false;
  };

  return {
    getItem(key) {
      let value: string | null = null;
      return attempt((s) => (value = s.getItem(key))) ? value : (memory.get(key) ?? null);
    },
    setItem(key, value) {
      memory.set(key, value);
      attempt((s) => s.setItem(key, value));
    },
    removeItem(key) {
      memory.delete(key);
      attempt((s) => s.removeItem(key));
    },
    get persistent() {
      return store() !== null;
    },
  };
}

export const safeLocalStorage = createSafeStorage(() => window.localStorage);
