/** JUEL text as found in BPMN attributes: `${…}` alone answers its value, mixed text answers a string. */
import type { Expr } from './ast.ts';
import { toText } from './coerce.ts';
import { evaluate, type EvaluateOptions, type Scope } from './evaluate.ts';
import { parseExpression, parseTemplate } from './source.ts';

/**
 * Exactly one `${…}` (or `#{…}`) with no text around it → its value, unchanged in type
 * (so `${assigneeList}` can answer a list); text with or without segments → the interpolated string,
 * null values printed as ''.
 */
export function evaluateTemplate(text: string, scope: Scope, options?: EvaluateOptions): unknown {
  const parts = parseTemplate(text);
  const only = parts[0];
  if (parts.length === 1 && only?.kind === 'expression') return evaluate(only.expr, scope, options);
  let out = '';
  for (const part of parts) out += part.kind === 'text' ? part.text : toText(evaluate(part.expr, scope, options));
  return out;
}

/** True when the text holds at least one `${…}` / `#{…}` segment (escaped ones do not count). */
export function isTemplate(text: string): boolean {
  return parseTemplate(text).some((part) => part.kind === 'expression');
}

/**
 * Root names an expression reads, in order of first use, without function names: what a condition
 * depends on. A string holding `${…}` segments is read as a template, any other string as one expression.
 */
export function referencedNames(expr: Expr | string): string[] {
  const names = new Set<string>();
  const roots: Expr[] =
    typeof expr !== 'string'
      ? [expr]
      : /[$#]\{/.test(expr)
        ? parseTemplate(expr).flatMap((part) => (part.kind === 'expression' ? [part.expr] : []))
        : [parseExpression(expr)];
  const stack = roots.toReversed();
  while (stack.length > 0) {
    const node = stack.pop()!;
    switch (node.kind) {
      case 'identifier':
        names.add(node.name);
        break;
      case 'member':
        stack.push(node.property, node.object);
        break;
      case 'unary':
        stack.push(node.operand);
        break;
      case 'binary':
        stack.push(node.right, node.left);
        break;
      case 'conditional':
        stack.push(node.alternate, node.consequent, node.test);
        break;
      case 'call':
        stack.push(...node.args.toReversed());
        break;
      case 'literal':
        break;
    }
  }
  return [...names];
}
