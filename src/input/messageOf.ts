/** What went wrong, in words: an error's message, else the thing thrown as text. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
