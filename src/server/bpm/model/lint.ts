/**
 * Deploy checks beyond parsing and compiling: bpmnlint's structural rules and ours (elements the
 * engine does not run, a missing start event, user tasks without approvers, exclusive gateways that
 * cannot choose, expressions that do not parse, scripts and conditions it cannot run, tasks it would
 * pass through, other pools it would ignore, timers that are not ISO 8601; warnings for the async flags
 * it ignores and message flows it never follows). Answers findings with element ids and zh/en reasons;
 * it never throws on a model, whatever it holds.
 */
import type { ModdleElement } from './parse.ts';
import { userTaskApprovers } from './rules/approvers.ts';
import { runBpmnlint } from './rules/bpmnlint.ts';
import { conditionFields, gatewayDefaultFlow } from './rules/conditions.ts';
import { expressionsParse } from './rules/expressions.ts';
import { calledElements, duplicateCodes } from './rules/references.ts';
import { poolsRun } from './rules/pools.ts';
import { scriptsRunnable } from './rules/scripts.ts';
import { tasksRunnable } from './rules/tasks.ts';
import { exclusiveGatewayChoice, startEventRequired } from './rules/structure.ts';
import { timersParse } from './rules/timers.ts';
import { taskTimeouts } from './rules/task-timeout.ts';
import { flowElements, processToRun, type Finding, type Rule, type RuleReport } from './rules/types.ts';
import { unsupportedElements } from './rules/unsupported.ts';

export type { Finding } from './rules/types.ts';
export { IGNORED_ELEMENT_TYPES, SUPPORTED_ELEMENT_TYPES, SUPPORTED_EVENT_DEFINITIONS } from './rules/unsupported.ts';

export interface ModelCheckResult {
  errors: Finding[];
  warnings: Finding[];
}

export const OUR_RULES: Readonly<Record<string, Rule>> = {
  unsupported: unsupportedElements,
  'start-event': startEventRequired,
  approver: userTaskApprovers,
  'exclusive-gateway': exclusiveGatewayChoice,
  expression: expressionsParse,
  script: scriptsRunnable,
  task: tasksRunnable,
  pools: poolsRun,
  timer: timersParse,
  'task-timeout': taskTimeouts,
  'duplicate-code': duplicateCodes,
};

export interface CheckOptions {
  /** Skip bpmnlint (our rules only). */
  bpmnlint?: boolean;
  /**
   * The designer's lint: also the warnings a deploy does not need (a gateway without a default flow)
   * and, given the bound form's field names, conditions naming a field the form lacks.
   */
  designer?: { formFields?: ReadonlySet<string> | undefined };
  /**
   * Call activities against the deployed process keys (read from the database by the caller): an
   * unknown key is an error at deploy, a warning in the designer's lint (where `designer` is given).
   * Without it calledElement is only checked by the compiler (present, not an expression).
   */
  calls?: { deployedKeys: ReadonlySet<string> };
}

/** What the deploy path knows besides the document: the keys already deployed (and the one being deployed). */
export interface DeployCheckContext {
  deployedKeys: ReadonlySet<string>;
}

export async function checkModel(definitions: ModdleElement, options: CheckOptions = {}): Promise<ModelCheckResult> {
  const report: RuleReport = { errors: [], warnings: [] };
  const process = processToRun(definitions);
  if (!process) {
    report.errors.push({ elementId: String(definitions.id ?? ''), elementType: 'definitions', reason: '文档中没有流程', reasonEn: 'no process in the document', rule: 'flowhall/process' });
    return report;
  }
  for (const [name, rule] of Object.entries(OUR_RULES)) {
    try {
      rule(process, report);
    } catch (error) {
      report.errors.push({ elementId: String(process.id ?? ''), elementType: 'process', reason: `检查规则 ${name} 出错：${(error as Error).message}`, reasonEn: `check ${name} failed: ${(error as Error).message}`, rule: `flowhall/${name}` });
    }
  }
  if (options.calls) {
    const rule = calledElements({ deployedKeys: options.calls.deployedKeys, unknownIs: options.designer ? 'warning' : 'error', designer: !!options.designer });
    try {
      rule(process, report);
    } catch (error) {
      report.errors.push({ elementId: String(process.id ?? ''), elementType: 'process', reason: `检查规则 called-element 出错：${(error as Error).message}`, reasonEn: `check called-element failed: ${(error as Error).message}`, rule: 'flowhall/called-element' });
    }
  }
  const designerRules: [string, Rule][] = options.designer
    ? [['gateway-default', gatewayDefaultFlow], ...(options.designer.formFields ? [['condition-field', conditionFields(options.designer.formFields)] as [string, Rule]] : [])]
    : [];
  for (const [name, rule] of designerRules) {
    try {
      rule(process, report);
    } catch (error) {
      report.warnings.push({ elementId: String(process.id ?? ''), elementType: 'process', reason: `检查规则 ${name} 出错：${(error as Error).message}`, reasonEn: `check ${name} failed: ${(error as Error).message}`, rule: `flowhall/${name}` });
    }
  }
  if (options.bpmnlint !== false) {
    const elementsById = new Map<string, ModdleElement>();
    collect(definitions, elementsById, new Set());
    const inRun = new Set<string>([String(process.id ?? ''), ...[...flowElements(process)].map((el) => String(el.id ?? ''))]);
    try {
      await runBpmnlint(definitions, elementsById, inRun, report);
    } catch (error) {
      report.warnings.push({ elementId: String(definitions.id ?? ''), elementType: 'definitions', reason: `bpmnlint 检查失败：${(error as Error).message}`, reasonEn: `bpmnlint failed: ${(error as Error).message}`, rule: 'bpmnlint' });
    }
  }
  report.errors = dedupe(report.errors);
  report.warnings = dedupe(report.warnings);
  return report;
}

/**
 * Adapter for the definitions service's ModelCheck hook: errors with elementId, elementType and the
 * reason in zh and en. Given the deployed keys (deployModel reads them), call activities are checked too.
 */
export async function deployCheck(definitions: ModdleElement, context?: DeployCheckContext): Promise<{ errors: { elementId: string; elementType: string; reason: string; reasonEn: string }[] }> {
  const { errors } = await checkModel(definitions, context ? { calls: { deployedKeys: context.deployedKeys } } : {});
  return { errors: errors.map(({ elementId, elementType, reason, reasonEn }) => ({ elementId, elementType, reason, reasonEn })) };
}

function collect(value: unknown, into: Map<string, ModdleElement>, seen: Set<unknown>): void {
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const item of value) collect(item, into, seen);
    return;
  }
  const el = value as ModdleElement;
  if (typeof el.$type === 'string' && typeof el.id === 'string' && !into.has(el.id)) into.set(el.id, el);
  for (const [key, child] of Object.entries(el)) {
    if (key === '$parent' || key === '$descriptor' || key === '$model') continue;
    if (child && typeof child === 'object') collect(child, into, seen);
  }
}

function dedupe(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.rule}|${f.elementId}|${f.reasonEn}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

