/** Spec 000 §4: Added! 1 s after success, idle 2 s after that; idle 1 s after an error. */
export const ADDED_AFTER_MS = 1000;
export const ADDED_FOR_MS = 2000;
export const IDLE_AFTER_ERROR_MS = 1000;
