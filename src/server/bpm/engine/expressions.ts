/**
 * The engine's use of the shared JUEL evaluator (src/schemas/expression): conditions, templates in
 * attributes (assignee, collection, timer bodies), with evaluation failures turned into EngineErrors
 * that name the element.
 */
import { evaluateCondition, evaluateTemplate, ExpressionError } from '../../../schemas/expression/index.ts';
import { EngineError } from './types.ts';

/** A condition body, bare (`a == b`) or wrapped whole in `${…}`, coerced to a boolean with EL rules. */
export function evalCondition(expression: string, variables: Record<string, unknown>, where: string): boolean {
  try {
    return evaluateCondition(expression.trim(), variables);
  } catch (error) {
    throw asEngineError(error, where);
  }
}

/** `${x}` answers x's value (any type); text with segments answers a string; plain text answers itself. */
export function evalTemplate(text: string, variables: Record<string, unknown>, where: string): unknown {
  try {
    return evaluateTemplate(text, variables);
  } catch (error) {
    throw asEngineError(error, where);
  }
}

function asEngineError(error: unknown, where: string): unknown {
  if (!(error instanceof ExpressionError)) return error;
  return new EngineError('failed', `表达式错误（${where}）：${error.message}`, `expression error at ${where}: ${error.message}`);
}
