/**
 * The lines saying why a step is on the previewed route and goes to whom, in the reader's language,
 * from the server's data (schemas/bpmn/preview.ts): the branch each condition chose (or left to the
 * run), each part of the approver rule and whom it resolved to, the accounts left out, the policies,
 * how the step is left (everyone passes, or the simulation's assumption) with the engine's variables
 * after a countersign, the events that could take the token elsewhere, the process a call starts.
 * Shared by the start page's preview and the designer's route simulation.
 */
import type { TFunction } from 'i18next';
import type { PreviewAlternative, PreviewAssumed, PreviewBranch, PreviewCall, PreviewEvent, PreviewStep } from '../../schemas/bpmn/preview.ts';
import { joinNames } from './display.tsx';

type NameOf = (code: string) => string;

function branchLines(step: PreviewStep, t: TFunction): string[] {
  const lines: string[] = [];
  const condition = (b: PreviewBranch) => (b.name && b.expression ? t('start.condition', { name: b.name, expression: b.expression }) : (b.expression ?? b.name ?? b.flowId));
  const target = (b: PreviewBranch) => b.targetName || b.target || t('start.unnamed');
  for (const b of step.decision?.taken ?? []) {
    if (step.type === 'eventBasedGateway') lines.push(t('route.branchEvent', { target: target(b) }));
    else if (b.isDefault) lines.push(t('start.branchDefault', { target: target(b) }));
    else if (b.expression) lines.push(t('start.branchTaken', { condition: condition(b), target: target(b) }));
    else lines.push(t('start.branchPlain', { target: target(b) }));
  }
  for (const b of step.decision?.notTaken ?? []) {
    if (b.undecided) lines.push(t('route.branchUndecided', { condition: condition(b) }));
    else lines.push(t(b.failed ? 'start.branchFailed' : 'start.branchNotTaken', { condition: condition(b) }));
  }
  return lines;
}

function ruleLines(step: PreviewStep, t: TFunction, nameOf: NameOf): string[] {
  const lines: string[] = [];
  for (const source of step.rule?.sources ?? []) {
    const what = t(`start.source.${source.kind}`, { ref: source.ref ?? '', label: source.label ?? source.ref ?? '' });
    lines.push(t('start.resolved', { source: what, people: source.users.length > 0 ? joinNames(source.users.map(nameOf)) : t('start.nobody') }));
  }
  if (step.dropped?.length) lines.push(t('start.dropped', { list: joinNames(step.dropped.map((d) => t(`start.droppedReason.${d.reason}`, { name: d.humancode }))) }));
  if (step.empty) lines.push(t('start.emptyRefuse'));
  if (step.self) {
    if (step.self.policy === 'deptHead') lines.push(step.self.head ? t('start.self.deptHead', { head: nameOf(step.self.head) }) : t('start.self.deptHeadNone'));
    else lines.push(t(`start.self.${step.self.policy}`));
  }
  return lines;
}

/** How the step is left: a countersign's count and variables, an assumed rejection or return. */
export function leaveLines(assumed: PreviewAssumed | undefined, decidedByPolicy: boolean, t: TFunction): string[] {
  if (!assumed) return [];
  const lines: string[] = [];
  const passes = assumed.passes ?? 0;
  const outcome = (value: string) => t(`route.outcome.${value}`);
  if (assumed.requested && decidedByPolicy) lines.push(t('route.assumed.decided', { outcome: outcome(assumed.requested) }));
  else if (assumed.requested) lines.push(t('route.assumed.notReached', { outcome: outcome(assumed.requested), passes }));
  if (assumed.outcome === 'pass' && assumed.instances !== undefined && !decidedByPolicy) {
    const values = { passes, rest: assumed.instances - passes, passCount: String(assumed.variables.passCount), failCount: String(assumed.variables.failCount) };
    lines.push(t(assumed.completedEarly ? 'route.mi.early' : 'route.mi.all', values));
  }
  const after = assumed.instances !== undefined && passes > 0 ? 'After' : '';
  if (assumed.outcome === 'reject' && !decidedByPolicy) lines.push(t(`route.assumed.reject${after}`, { passes }));
  if (assumed.outcome === 'return') {
    lines.push(assumed.returnTo ? t(`route.assumed.return${after}`, { passes, target: assumed.returnTo.name || assumed.returnTo.activityId }) : t('route.assumed.returnNowhere'));
  }
  return lines;
}

export function eventText(event: PreviewEvent, t: TFunction): string {
  if (event.kind === 'timer') return t(`route.event.${event.timer ?? 'timeDuration'}`, { detail: event.detail ?? '' });
  if ((event.kind === 'error' || event.kind === 'escalation') && !event.detail) return t(`route.event.${event.kind}Any`);
  return t(`route.event.${event.kind}`, { detail: event.detail ?? '' });
}

function alternativeLines(alternatives: readonly PreviewAlternative[] | undefined, t: TFunction): string[] {
  return (alternatives ?? []).map((a) => {
    const values = { target: a.targetName || a.target || t('route.alternative.nowhere'), event: eventText(a.event, t) };
    if (a.via === 'eventGateway') return t('route.alternative.eventGateway', values);
    return t('route.alternative.boundary', { ...values, mode: t(a.interrupting === false ? 'route.alternative.nonInterrupting' : 'route.alternative.interrupting') });
  });
}

function callLines(call: PreviewCall | undefined, t: TFunction, nameOf: NameOf): string[] {
  if (!call) return [];
  if (!call.deployed) return [t('route.call.notDeployed', { key: call.key })];
  return [
    t('route.call.starts', { name: call.name || call.key, key: call.key, version: call.version ?? '' }),
    ...call.firstSteps.map((s) => t('route.call.first', { step: s.name || s.activityId, people: (s.users ?? []).length > 0 ? joinNames((s.users ?? []).map(nameOf)) : t('start.nobody') })),
  ];
}

/** Every line of a step's "why", in the reader's language. */
export function whyLines(step: PreviewStep, t: TFunction, nameOf: NameOf): string[] {
  const decided = step.emptyFallback?.policy === 'pass' || step.emptyFallback?.policy === 'reject';
  return [...branchLines(step, t), ...ruleLines(step, t, nameOf), ...leaveLines(step.assumed, decided, t), ...alternativeLines(step.alternatives, t), ...callLines(step.call, t, nameOf)];
}

/** The account codes a step's lines name (to look their names up). */
export function codesOf(step: PreviewStep): string[] {
  return [
    ...(step.users ?? []),
    ...(step.rule?.sources.flatMap((x) => x.users) ?? []),
    ...(step.self?.head ? [step.self.head] : []),
    ...(step.emptyFallback?.users ?? []),
    ...(step.call?.firstSteps.flatMap((s) => s.users ?? []) ?? []),
  ];
}
