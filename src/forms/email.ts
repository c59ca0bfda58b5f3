/**
 * Email validity (spec 001 §5): 3 to 256 characters, a local part, @, a dotted domain ending in 2–4 alphanumerics. A
 * module of its own, so a widget that checks only an email (the restock form, a comment) loads no form engine.
 */
export function isValidEmail(s: string): boolean {
  return s.length >= 3 && s.length <= 256 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z0-9]{2,4}$/.test(s);
}
