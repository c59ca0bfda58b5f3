/**
 * What a parser of untrusted JSON (parseProduct, parseForm) throws at the first problem it finds: its message is the
 * one sentence the parser then returns. Caught by the parser that threw it; never seen outside.
 */
export class InvalidData extends Error {}
