/** The value of cookie `name` on this page, decoded, or null. Never throws (a sandboxed frame can deny `document.cookie`). */
export function readCookie(name: string): string | null {
  let all = '';
  try {
    all = document.cookie;
  } catch {
    /* denied: no cookies */
  }
  for (const part of all.split(';')) {
    const eq = part.indexOf('=');
    if (eq >= 0 && part.slice(0, eq).trim() == name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}
