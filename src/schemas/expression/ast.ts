/** Syntax tree of the JUEL subset; every node keeps the offset of its first character for error messages. */

export type BinaryOperator =
  | '==' | '!=' | '<' | '>' | '<=' | '>='
  | '&&' | '||'
  | '+' | '-' | '*' | '/' | '%';

export type UnaryOperator = '-' | '!' | 'empty';

export type Expr =
  | { kind: 'literal'; value: string | number | boolean | null; pos: number }
  | { kind: 'identifier'; name: string; pos: number }
  /** `a.b` (computed false, property is a literal) and `a[expr]` (computed true). */
  | { kind: 'member'; object: Expr; property: Expr; computed: boolean; pos: number }
  | { kind: 'unary'; operator: UnaryOperator; operand: Expr; pos: number }
  | { kind: 'binary'; operator: BinaryOperator; left: Expr; right: Expr; pos: number }
  | { kind: 'conditional'; test: Expr; consequent: Expr; alternate: Expr; pos: number }
  /** Only a bare name can be called, and only if the caller offers it in options.functions. */
  | { kind: 'call'; callee: string; args: Expr[]; pos: number };
