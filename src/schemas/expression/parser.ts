/**
 * Recursive-descent parser for the JUEL subset, with JUEL's precedence (lowest first):
 * ?: , || or , && and , == != eq ne , < > <= >= lt gt le ge , + - , * / % div mod ,
 * unary - ! not empty , then member access, calls and primaries.
 */
import type { BinaryOperator, Expr } from './ast.ts';
import { ExpressionError, MAX_DEPTH, MAX_SOURCE_LENGTH } from './errors.ts';
import { RESERVED_WORDS, type Token, tokenize, WORD_OPERATORS } from './lexer.ts';

const LEVELS: readonly (readonly string[])[] = [
  ['||'],
  ['&&'],
  ['==', '!='],
  ['<', '>', '<=', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];

/** Parses text[start, end) as one expression; offsets in the tree and in errors are offsets in text. */
export function parseRange(text: string, start: number, end: number): Expr {
  if (end - start > MAX_SOURCE_LENGTH) throw new ExpressionError(`expression longer than ${MAX_SOURCE_LENGTH} characters`, start);
  return new Parser(tokenize(text, start, end), start).parseAll();
}

class Parser {
  private index = 0;
  private nesting = 0;
  private readonly depths = new WeakMap<Expr, number>();

  constructor(
    private readonly tokens: Token[],
    private readonly start: number,
  ) {}

  parseAll(): Expr {
    if (this.peek().type === 'end') throw new ExpressionError('empty expression', this.start);
    const expr = this.parseConditional();
    const rest = this.peek();
    if (rest.type !== 'end') throw new ExpressionError(`unexpected ${describe(rest)}`, rest.pos);
    return expr;
  }

  private peek(): Token {
    return this.tokens[this.index]!;
  }

  private advance(): Token {
    const token = this.tokens[this.index]!;
    if (token.type !== 'end') this.index++;
    return token;
  }

  /** The operator a token stands for, with word operators mapped to their symbols. */
  private operatorOf(token: Token): string | undefined {
    if (token.type === 'op') return token.value;
    if (token.type === 'name') return WORD_OPERATORS[token.value];
    return undefined;
  }

  private expect(op: string): Token {
    const token = this.peek();
    if (token.type !== 'op' || token.value !== op) throw new ExpressionError(`expected "${op}" but found ${describe(token)}`, token.pos);
    return this.advance();
  }

  /** Records the node's depth and refuses trees deeper than MAX_DEPTH. */
  private node<T extends Expr>(expr: T, ...children: Expr[]): T {
    let depth = 1;
    for (const child of children) depth = Math.max(depth, (this.depths.get(child) ?? 1) + 1);
    if (depth > MAX_DEPTH) throw new ExpressionError(`expression nested deeper than ${MAX_DEPTH} levels`, expr.pos);
    this.depths.set(expr, depth);
    return expr;
  }

  private enter(pos: number): void {
    if (++this.nesting > MAX_DEPTH) throw new ExpressionError(`expression nested deeper than ${MAX_DEPTH} levels`, pos);
  }

  private parseConditional(): Expr {
    this.enter(this.peek().pos);
    const test = this.parseBinary(0);
    let result = test;
    if (this.operatorOf(this.peek()) === '?') {
      this.advance();
      const consequent = this.parseConditional();
      this.expect(':');
      const alternate = this.parseConditional();
      result = this.node({ kind: 'conditional', test, consequent, alternate, pos: test.pos }, test, consequent, alternate);
    }
    this.nesting--;
    return result;
  }

  private parseBinary(level: number): Expr {
    if (level >= LEVELS.length) return this.parseUnary();
    let left = this.parseBinary(level + 1);
    for (;;) {
      const token = this.peek();
      const op = this.operatorOf(token);
      if (op === undefined || !LEVELS[level]!.includes(op)) return left;
      this.advance();
      const right = this.parseBinary(level + 1);
      left = this.node({ kind: 'binary', operator: op as BinaryOperator, left, right, pos: left.pos }, left, right);
    }
  }

  private parseUnary(): Expr {
    const token = this.peek();
    const op = token.type === 'name' && token.value === 'empty' ? 'empty' : this.operatorOf(token);
    if (op === '-' || op === '!' || op === 'empty') {
      this.advance();
      this.enter(token.pos);
      const operand = this.parseUnary();
      this.nesting--;
      return this.node({ kind: 'unary', operator: op, operand, pos: token.pos }, operand);
    }
    return this.parsePostfix();
  }

  private parsePostfix(): Expr {
    let expr = this.parsePrimary();
    for (;;) {
      const token = this.peek();
      if (token.type !== 'op') return expr;
      if (token.value === '.') {
        this.advance();
        const name = this.advance();
        if (name.type !== 'name') throw new ExpressionError(`expected a property name after "." but found ${describe(name)}`, name.pos);
        const property: Expr = { kind: 'literal', value: name.value, pos: name.pos };
        expr = this.node({ kind: 'member', object: expr, property, computed: false, pos: expr.pos }, expr);
      } else if (token.value === '[') {
        this.advance();
        const property = this.parseConditional();
        this.expect(']');
        expr = this.node({ kind: 'member', object: expr, property, computed: true, pos: expr.pos }, expr, property);
      } else if (token.value === '(') {
        throw new ExpressionError('only functions offered by name can be called (no method calls)', token.pos);
      } else {
        return expr;
      }
    }
  }

  private parsePrimary(): Expr {
    const token = this.advance();
    switch (token.type) {
      case 'number':
      case 'string':
        return this.node({ kind: 'literal', value: token.value, pos: token.pos });
      case 'name':
        return this.parseName(token.value, token.pos);
      case 'op':
        if (token.value === '(') {
          const inner = this.parseConditional();
          this.expect(')');
          return inner;
        }
        throw new ExpressionError(`unexpected ${describe(token)}`, token.pos);
      case 'end':
        throw new ExpressionError('unexpected end of expression', token.pos);
    }
  }

  private parseName(name: string, pos: number): Expr {
    if (name === 'true' || name === 'false') return this.node({ kind: 'literal', value: name === 'true', pos });
    if (name === 'null') return this.node({ kind: 'literal', value: null, pos });
    if (RESERVED_WORDS.has(name)) throw new ExpressionError(`unexpected keyword "${name}"`, pos);
    const next = this.peek();
    if (next.type !== 'op' || next.value !== '(') return this.node({ kind: 'identifier', name, pos });
    this.advance();
    const args: Expr[] = [];
    if (!(this.peek().type === 'op' && (this.peek() as { value: string }).value === ')')) {
      for (;;) {
        args.push(this.parseConditional());
        if (this.operatorOf(this.peek()) !== ',') break;
        this.advance();
      }
    }
    this.expect(')');
    return this.node({ kind: 'call', callee: name, args, pos }, ...args);
  }
}

function describe(token: Token): string {
  switch (token.type) {
    case 'end':
      return 'end of expression';
    case 'string':
      return `string '${token.value}'`;
    case 'number':
      return `number ${token.value}`;
    default:
      return `"${token.value}"`;
  }
}
