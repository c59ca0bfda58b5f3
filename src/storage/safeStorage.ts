/**
 * localStorage / sessionStorage that never throws. Safari private mode, disabled storage and sandboxed frames throw on
 * access or on setItem (QuotaExceededError); from the first failure on, this degrades to an in-memory map for the rest
 * of the page's life, with one console.warn (spec 001 §8: "Storage failures only warn").
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
    if (backing !== null) console.warn('[storefront] storage unavailable, keeping data in memory only:', error);
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

  return {
    getItem(key) {
      const s = store();
      if (s) {
        try {
          return s.getItem(key);
        } catch (error) {
          degrade(error);
        }
      }
      return memory.get(key) ?? null;
    },
    setItem(key, value) {
      memory.set(key, value);
      const s = store();
      if (s) {
        try {
          s.setItem(key, value);
        } catch (error) {
          degrade(error);
        }
      }
    },
    removeItem(key) {
      memory.delete(key);
      const s = store();
      if (s) {
        try {
          s.removeItem(key);
        } catch (error) {
          degrade(error);
        }
      }
    },
    get persistent() {
      return store() !== null;
    },
  };
}

export const safeLocalStorage = createSafeStorage(() => window.localStorage);
