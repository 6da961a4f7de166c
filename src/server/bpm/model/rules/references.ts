/**
 * References the designer guards and the server must guard too (the server decides):
 * - error and escalation codes: two bpmn:Error (or two bpmn:Escalation) with the same code cannot be
 *   told apart by a catcher, so the designer's NewCodeDialog refuses a taken code (该编码已被使用); a
 *   document holding such a pair is refused at save and at deploy. The texts follow the designer's
 *   (panel/i18n-fields.ts: 错误码 / 升级码, 该编码已被使用) so the two say the same.
 * - call activities: calledElement must name a deployed process key, else the call fails only when it
 *   runs. Given the deployed keys (CheckOptions.calls), an unknown key is a warning in the designer's
 *   lint and an error at deploy. A process calling its own key is allowed (BPMN allows recursion; the
 *   engine refuses a chain deeper than MAX_CALL_DEPTH at run time), the designer's lint says so. A key
 *   naming a callable element of the same document (MIWG B.1.0) is a valid BPMN reference the engine
 *   does not run in place: it starts the process deployed under that key, so an undeployed one fails
 *   the call when it runs. Another process of the document is refused at deploy like any undeployed
 *   key (deploying it first makes the call run: a warning in the designer); a global task always,
 *   since the engine never runs one.
 */
import { MAX_CALL_DEPTH } from '../../engine/behaviours/call-activity.ts';
import type { ModdleElement } from '../parse.ts';
import { attrOf, bare, finding, flowElements, type Rule } from './types.ts';

type CodeKind = 'error' | 'escalation';
const KINDS: readonly { kind: CodeKind; type: string; code: 'errorCode' | 'escalationCode'; ref: 'errorRef' | 'escalationRef'; zh: string; en: string }[] = [
  { kind: 'error', type: 'bpmn:Error', code: 'errorCode', ref: 'errorRef', zh: '错误码', en: 'error code' },
  { kind: 'escalation', type: 'bpmn:Escalation', code: 'escalationCode', ref: 'escalationRef', zh: '升级码', en: 'escalation code' },
];

/** The definitions element holding the process (moddle's parent link), or undefined for a detached process. */
const documentOf = (process: ModdleElement): ModdleElement | undefined => {
  const parent = process.$parent as ModdleElement | undefined;
  return parent && bare(parent.$type) === 'definitions' ? parent : undefined;
};

const rootsOf = (process: ModdleElement): ModdleElement[] => ((documentOf(process)?.rootElements as ModdleElement[] | undefined) ?? []);

export const duplicateCodes: Rule = (process, report) => {
  const roots = rootsOf(process);
  for (const { type, code, ref, zh, en } of KINDS) {
    // Code → the definitions carrying it, in document order; an empty code is no code (nothing to take).
    const byCode = new Map<string, ModdleElement[]>();
    for (const root of roots) {
      if (root.$type !== type) continue;
      const value = String(root[code] ?? '').trim();
      if (value) byCode.set(value, [...(byCode.get(value) ?? []), root]);
    }
    const shared = new Map<ModdleElement, string>();
    for (const [value, holders] of byCode) {
      if (holders.length < 2) continue;
      const first = String(holders[0]!.id ?? '');
      for (const holder of holders) shared.set(holder, value);
      for (const holder of holders.slice(1)) {
        report.errors.push(finding(holder, 'duplicate-code', `${zh}重复：${value}（${String(holder.id ?? '')} 与 ${first}），该编码已被使用`, `duplicate ${en}: ${value} (${String(holder.id ?? '')} and ${first}); this code is already used`));
      }
    }
    if (shared.size === 0) continue;
    // The events throwing or catching such a definition: the ones the canvas can mark.
    for (const el of flowElements(process)) {
      for (const definition of (el.eventDefinitions as ModdleElement[] | undefined) ?? []) {
        const target = definition[ref] as ModdleElement | undefined;
        const value = target && shared.get(target);
        if (!value) continue;
        report.errors.push(finding(el, 'duplicate-code', `引用的${zh}重复：${value}（${String(target.id ?? '')}），该编码已被使用`, `the ${en} it refers to is duplicated: ${value} (${String(target.id ?? '')}); this code is already used`));
      }
    }
  }
};

export interface CalledElementOptions {
  /** Keys with at least one deployed definition (suspended ones too: suspension is undone by activating). */
  deployedKeys: ReadonlySet<string>;
  /** An undeployed key: a warning in the designer's lint, an error at deploy. */
  unknownIs: 'error' | 'warning';
  /** The designer's lint: also say that a self-call recurses. */
  designer?: boolean;
}

const CALLABLE = new Set(['process', 'globalTask', 'globalUserTask', 'globalScriptTask', 'globalManualTask', 'globalBusinessRuleTask']);

export function calledElements(options: CalledElementOptions): Rule {
  return (process, report) => {
    const ownKey = String(process.id ?? '');
    const inDocument = new Map(rootsOf(process).filter((root) => CALLABLE.has(bare(root.$type))).map((root) => [String(root.id ?? ''), root]));
    for (const el of flowElements(process)) {
      if (bare(el.$type) !== 'callActivity') continue;
      const key = (attrOf(el, 'calledElement') ?? '').trim();
      if (!key) {
        report.errors.push(finding(el, 'called-element', '调用活动需要设置被调用流程的标识（calledElement）', 'the call activity needs the key of the process it calls (calledElement)'));
        continue;
      }
      // An expression is refused by the compiler (calledElement must be a fixed key).
      if (/[$#]\{/.test(key)) continue;
      if (key === ownKey) {
        if (options.designer) report.warnings.push(finding(el, 'called-element', `调用活动调用所在流程自身（递归）：运行时嵌套最多 ${MAX_CALL_DEPTH} 层`, `the call activity calls its own process (recursion): at most ${MAX_CALL_DEPTH} nested calls at run time`));
        continue;
      }
      if (options.deployedKeys.has(key)) continue;
      const callable = inDocument.get(key);
      if (callable && bare(callable.$type) !== 'process') {
        report.errors.push(finding(el, 'called-element', `被调用的「${key}」是本文档中的全局任务：流程引擎不运行全局任务，调用活动只能启动已部署的流程`, `"${key}" is a global task of this document: the engine does not run global tasks, a call activity starts a deployed process`));
        continue;
      }
      if (callable) {
        const target = options.unknownIs === 'error' ? report.errors : report.warnings;
        target.push(finding(el, 'called-element', `被调用的「${key}」是本文档中的另一个流程，引擎不会在本文档中运行它：调用活动启动以该标识部署的流程，请先单独部署「${key}」`, `"${key}" is another process of this document, which the engine does not run from here: the call starts the process deployed under that key, so deploy "${key}" on its own first`));
        continue;
      }
      const target = options.unknownIs === 'error' ? report.errors : report.warnings;
      target.push(finding(el, 'called-element', `被调用的流程「${key}」还没有部署`, `the called process "${key}" is not deployed`));
    }
  };
}
