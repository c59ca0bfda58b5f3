/**
 * Whether untrusted JSON `v` is an object with fields (not null, not an array). Its fields are typed `any`: read them
 * loosely and check each where it is used.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const isObj = (v: unknown): v is Record<string, any> => typeof v == 'object' && v !== null && !Array.isArray(v);
