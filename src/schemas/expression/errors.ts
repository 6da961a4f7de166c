/** The one error type the expression evaluator throws, so callers can catch user mistakes apart from bugs. */

/** Longest expression or template text accepted; beyond this is almost certainly not a hand-written condition. */
export const MAX_SOURCE_LENGTH = 10_000;
/** Deepest syntax tree accepted, which also bounds the evaluator's recursion. */
export const MAX_DEPTH = 200;

export class ExpressionError extends Error {
  /** Character offset in the source text (the whole template for templates), when the error has one. */
  position?: number;

  constructor(message: string, position?: number, options?: { cause?: unknown }) {
    super(position === undefined ? message : `${message} (at ${position})`, options);
    this.name = 'ExpressionError';
    if (position !== undefined) this.position = position;
  }
}
