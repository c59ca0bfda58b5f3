/** The value of cookie `name` on this page, decoded, or null. Never throws (a sandboxed frame can deny `document.cookie`). */
export function readCookie(name: string): string | null {
  let all: string;
  try {
    all = document.cookie;
  } catch {
    return null;
  }
  for (const part of all.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
