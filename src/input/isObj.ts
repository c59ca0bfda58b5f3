/**
 * Whether untrusted JSON `v` is an object with fields (not null, not an array). Its fields are `unknown`: check each
 * where it is used.
 */
export const isObj = (v: unknown): v is Record<string, unknown> => typeof v == 'object' && v !== null && !Array.isArray(v);
