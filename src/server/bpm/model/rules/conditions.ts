/**
 * Designer lint (on save and on demand, not deploy blockers): gateways that choose without a default
 * flow, and flow conditions naming a variable the bound form does not have (a typo there silently
 * sends every instance down another branch).
 */
import { ExpressionError, referencedNames } from '../../../../schemas/expression/index.ts';
import type { ModdleElement } from '../parse.ts';
import { bare, bodyOf, finding, flowElements, type Rule } from './types.ts';

/** Variables every instance has besides the form's fields (the engine's and the approval layer's). */
export const FIXED_VARIABLES: readonly string[] = ['failCount', 'passCount', 'outcome', 'initiator', 'nrOfInstances', 'nrOfCompletedInstances', 'nrOfActiveInstances', 'loopCounter', 'true', 'false', 'null'];

const CHOOSING = new Set(['exclusiveGateway', 'inclusiveGateway']);

export const gatewayDefaultFlow: Rule = (process, report) => {
  const all = [...flowElements(process)];
  for (const el of all) {
    if (!CHOOSING.has(bare(el.$type)) || el.default) continue;
    const outgoing = all.filter((f) => bare(f.$type) === 'sequenceFlow' && f.sourceRef === el);
    if (outgoing.length < 2) continue;
    report.warnings.push(finding(el, 'gateway-default', '网关没有默认流：没有条件成立时流程会停在这里', 'the gateway has no default flow: when no condition holds the instance stops here'));
  }
};

/** A rule over the flow conditions that knows the bound form's field names. */
export function conditionFields(fields: ReadonlySet<string>): Rule {
  return (process, report) => {
    for (const el of flowElements(process)) {
      if (bare(el.$type) !== 'sequenceFlow') continue;
      const body = bodyOf((el as ModdleElement).conditionExpression)?.trim();
      if (!body) continue;
      let names: string[];
      try {
        names = referencedNames(body);
      } catch (error) {
        if (error instanceof ExpressionError) continue; // the expression rule reports it
        throw error;
      }
      const unknown = names.filter((name) => !fields.has(name) && !FIXED_VARIABLES.includes(name));
      if (unknown.length === 0) continue;
      const list = unknown.join(', ');
      report.warnings.push(finding(el, 'condition-field', `条件中的 ${list} 不是绑定表单的字段`, `${list} in the condition is not a field of the bound form`));
    }
  };
}
