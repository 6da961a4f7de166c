/**
 * Safe evaluator for the JUEL subset used in process conditions, approver expressions, listener
 * expressions and form rules. Pure TypeScript: no eval, no Function, no access beyond own data
 * properties, no calls except the functions a caller offers by name.
 */
export type { BinaryOperator, Expr, UnaryOperator } from './ast.ts';
export { compare, isEmpty, looseEquals, toBoolean, toNumber, toText } from './coerce.ts';
export { ExpressionError, MAX_DEPTH, MAX_SOURCE_LENGTH } from './errors.ts';
export { evaluate, evaluateCondition, FORBIDDEN_NAMES, type EvaluateOptions, type Scope } from './evaluate.ts';
export { parseExpression, parseTemplate, type TemplatePart } from './source.ts';
export { evaluateTemplate, isTemplate, referencedNames } from './template.ts';
