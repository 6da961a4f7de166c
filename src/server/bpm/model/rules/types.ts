/** What a deploy-check rule reports, and the walk over the process the engine would run. */
import type { ModdleElement } from '../parse.ts';

export interface Finding {
  elementId: string;
  /** BPMN type without prefix: userTask, exclusiveGateway, process … */
  elementType: string;
  /** zh */
  reason: string;
  reasonEn: string;
  /** The rule that found it: ours (flowhall/…) or bpmnlint's (bpmnlint/…). */
  rule: string;
}

export interface RuleReport {
  errors: Finding[];
  warnings: Finding[];
}

export type Rule = (process: ModdleElement, report: RuleReport) => void;

/** `bpmn:UserTask` → `userTask`, `camunda:TaskListener` → `taskListener`. */
export const bare = (type: unknown): string => {
  const local = String(type ?? '').replace(/^.*:/, '');
  return local.charAt(0).toLowerCase() + local.slice(1);
};

export function finding(el: ModdleElement, rule: string, reason: string, reasonEn: string): Finding {
  return { elementId: String(el.id ?? ''), elementType: bare(el.$type), reason, reasonEn, rule: `flowhall/${rule}` };
}

/**
 * Flow elements of a process or sub-process, depth first (sub-process contents after the sub-process),
 * event sub-processes included (the engine runs them).
 */
export function* flowElements(container: ModdleElement): Generator<ModdleElement> {
  for (const el of (container.flowElements as ModdleElement[] | undefined) ?? []) {
    yield el;
    const type = bare(el.$type);
    if ((type === 'subProcess' || type === 'transaction' || type === 'adHocSubProcess') ) yield* flowElements(el);
  }
}

/** The process the engine runs: the executable one, else the first with a start event, else the first (as compile-graph picks it). */
export function processToRun(definitions: ModdleElement): ModdleElement | undefined {
  const processes = ((definitions.rootElements as ModdleElement[] | undefined) ?? []).filter((e) => e.$type === 'bpmn:Process');
  return (
    processes.find((p) => p.isExecutable === true) ??
    processes.find((p) => ((p.flowElements as ModdleElement[] | undefined) ?? []).some((e) => e.$type === 'bpmn:StartEvent')) ??
    processes[0]
  );
}

/** Text of a FormalExpression-like value (body) or a plain string. */
export function bodyOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { body?: unknown }).body === 'string') return (value as { body: string }).body;
  return undefined;
}

/** An attribute by plain name: a moddle property or an unknown attribute under any prefix. */
export function attrOf(el: ModdleElement, name: string): string | undefined {
  const direct = el[name];
  if (typeof direct === 'string') return direct;
  for (const [key, value] of Object.entries(el.$attrs ?? {})) if (key.endsWith(`:${name}`)) return value;
  return undefined;
}
