// Fault rules (docs/mock-platform.md): make chosen /api/ calls slow, fail with a status, or drop the connection, so tests and
// demos can show every error state without touching the handlers.

export interface FaultRule {
  /** HTTP method, any case; omitted: every method. */
  method?: string;
  /** URL pathname, matched exactly, or as a prefix when it ends in `*` ("/api/commerce/*"). */
  path: string;
  /** Answer with this status (and `body`, `headers`). Omitted: the request goes on to the real handler. */
  status?: number;
  /** JSON body; a string is sent as text. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait this long first (also for rules without a status: a slow but otherwise normal answer). */
  delayMs?: number;
  /** Drop the connection: fetch rejects with a TypeError, the Node server destroys the socket. */
  networkError?: boolean;
  /**
   * Let the platform answer (a write is applied), then drop the connection instead of sending the answer: what a
   * connection lost on the way back looks like. A browser may send the request again by itself.
   */
  dropAnswer?: boolean;
  /**
   * Answer as the platform's crumb check does: 401 `{"crumbFail":true,"message":"Missing CSRF token"}` with a fresh
   * `crumb` cookie, so a client that reads the crumb again and retries once gets through. Not with `status`, `body`,
   * `networkError` or `dropAnswer`; `headers` and `delayMs` apply.
   */
  crumbFail?: boolean;
  /** How many more requests this rule applies to; omitted: until the next reset. */
  times?: number;
  /**
   * Applies to a matching request with this chance (0 < p ≤ 1; omitted: always), drawn from a random sequence of the
   * rule's own seeded by `seed` (default 1), so a run can be repeated. A request the rule passes over goes on to the
   * next rule. `times` counts the requests it applied to.
   */
  probability?: number;
  /** Seed of the rule's random sequence (an integer), for `probability`. */
  seed?: number;
}

/** Each probabilistic rule's random sequence (mulberry32 on its seed), made at its first use. */
const draws = new WeakMap<FaultRule, () => number>();
const sequence = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const applies = (rule: FaultRule): boolean => {
  if (rule.probability === undefined) return true;
  let draw = draws.get(rule);
  if (!draw) draws.set(rule, (draw = sequence(rule.seed ?? 1)));
  return draw() < rule.probability;
};

/** Checks a `PUT /__mock/faults` body. Returns the rules, or a message naming the first problem. */
export function parseFaults(input: unknown): { rules: FaultRule[] } | { error: string } {
  if (!Array.isArray(input)) return { error: 'The body must be a JSON array of fault rules.' };
  const rules: FaultRule[] = [];
  for (const [i, raw] of input.entries()) {
    const error = ruleError(raw);
    if (error) return { error: `faults[${i}]: ${error}` };
    rules.push({ ...(raw as FaultRule) });
  }
  return { rules };
}

function ruleError(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'a rule must be an object.';
  const r = raw as Record<string, unknown>;
  if (typeof r.path !== 'string' || !r.path.startsWith('/')) return '"path" must be a string starting with "/".';
  if (r.method !== undefined && typeof r.method !== 'string') return '"method" must be a string.';
  if (r.status !== undefined && !(Number.isInteger(r.status) && (r.status as number) >= 200 && (r.status as number) <= 599))
    return '"status" must be an integer from 200 to 599.';
  if (r.headers !== undefined && !isStringMap(r.headers)) return '"headers" must be an object of strings.';
  if (r.delayMs !== undefined && !(typeof r.delayMs === 'number' && r.delayMs >= 0)) return '"delayMs" must be a number ≥ 0.';
  if (r.networkError !== undefined && typeof r.networkError !== 'boolean') return '"networkError" must be a boolean.';
  if (r.dropAnswer !== undefined && typeof r.dropAnswer !== 'boolean') return '"dropAnswer" must be a boolean.';
  if (r.crumbFail !== undefined && typeof r.crumbFail !== 'boolean') return '"crumbFail" must be a boolean.';
  if (r.crumbFail && (r.status !== undefined || r.body !== undefined || r.networkError || r.dropAnswer))
    return '"crumbFail" makes its own answer: leave out "status", "body", "networkError" and "dropAnswer".';
  if (r.times !== undefined && !(Number.isInteger(r.times) && (r.times as number) >= 1)) return '"times" must be an integer ≥ 1.';
  if (r.probability !== undefined && !(typeof r.probability === 'number' && r.probability > 0 && r.probability <= 1))
    return '"probability" must be a number above 0 and at most 1.';
  if (r.seed !== undefined && !Number.isInteger(r.seed)) return '"seed" must be an integer.';
  return null;
}

function isStringMap(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');
}

function pathMatches(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
}

/**
 * The first live rule for this request (a probabilistic one only when its draw says so), counted down by one (a rule whose count reaches 0 is removed, so
 * `GET /__mock/faults` shows only what is still armed). Undefined when none applies.
 */
export function takeFault(rules: FaultRule[], method: string, pathname: string): FaultRule | undefined {
  const index = rules.findIndex(
    (r) => (r.method === undefined || r.method.toUpperCase() === method.toUpperCase()) && pathMatches(r.path, pathname) && applies(r),
  );
  const rule = rules[index];
  if (!rule) return undefined;
  if (rule.times !== undefined) {
    rule.times -= 1;
    if (rule.times <= 0) rules.splice(index, 1);
  }
  return rule;
}
