/**
 * The engine runs one process per deployment (compile-graph.ts takes the executable one, else the
 * first with a start event). Every other process of the document (another pool, or a process drawn
 * without one) would be silently ignored, so the compiler and the lint (model/rules/pools.ts) ask here
 * which of them hold elements: one the author marked not executable (isExecutable="false") while the
 * run process is marked executable is documentation, and the lint only says it will not run; any other
 * is refused at deploy. Message flows between pools carry nothing either: messages go by name.
 */
import type { ModdleElement } from '../model/parse.ts';
import { bare } from './compile-read.ts';

/** Flow elements that are no executable content (drawing and data), as the compiler skips them. */
const NOT_CONTENT = new Set(['sequenceFlow', 'dataObject', 'dataObjectReference', 'dataStoreReference', 'textAnnotation', 'association', 'group']);

export interface IgnoredPool {
  /** Where a finding goes: the pool (participant) drawing the process, else the process itself. */
  element: ModdleElement;
  process: ModdleElement;
  /** How many elements it holds that would not run. */
  count: number;
  /** Marked isExecutable="false" beside a run process marked executable: said, not refused. */
  documented: boolean;
  reason: string;
  reasonEn: string;
}

const label = (el: ModdleElement) => String(el.name ?? el.id ?? '');
const rootsOf = (definitions: ModdleElement) => (definitions.rootElements as ModdleElement[] | undefined) ?? [];

/** The participants of every collaboration, and the message flows between them. */
function collaborations(definitions: ModdleElement): { participants: ModdleElement[]; messageFlows: ModdleElement[] } {
  const out = { participants: [] as ModdleElement[], messageFlows: [] as ModdleElement[] };
  for (const root of rootsOf(definitions)) {
    if (bare(root.$type) !== 'collaboration') continue;
    out.participants.push(...((root.participants as ModdleElement[] | undefined) ?? []));
    out.messageFlows.push(...((root.messageFlows as ModdleElement[] | undefined) ?? []));
  }
  return out;
}

export function ignoredPools(definitions: ModdleElement, run: ModdleElement): IgnoredPool[] {
  const { participants } = collaborations(definitions);
  const runName = label(participants.find((p) => p.processRef === run) ?? run);
  const out: IgnoredPool[] = [];
  for (const other of rootsOf(definitions)) {
    if (other === run || bare(other.$type) !== 'process') continue;
    const count = ((other.flowElements as ModdleElement[] | undefined) ?? []).filter((e) => !NOT_CONTENT.has(bare(e.$type))).length;
    if (count === 0) continue;
    const pool = participants.find((p) => p.processRef === other);
    const name = label(pool ?? other);
    const documented = run.isExecutable === true && other.isExecutable === false;
    out.push({
      element: pool ?? other,
      process: other,
      count,
      documented,
      ...(documented
        ? {
            reason: `「${name}」标记为不可执行：流程引擎只运行「${runName}」，不会执行其中的 ${count} 个元素`,
            reasonEn: `"${name}" is marked not executable: the engine runs only "${runName}" and none of its ${count} elements`,
          }
        : {
            reason: `流程引擎只运行一个流程（「${runName}」）：「${name}」中的 ${count} 个元素不会执行。请把它们放进同一个池（用泳道区分角色），或单独部署为流程并用调用活动启动`,
            reasonEn: `the engine runs one process ("${runName}"): the ${count} elements of "${name}" would never run. Put them in the same pool (lanes tell roles apart), or deploy them as a process of their own and start it with a call activity`,
          }),
    });
  }
  return out;
}

/** Message flows of the document: drawn, never followed (a message reaches whoever waits for its name). */
export function messageFlowsOf(definitions: ModdleElement): ModdleElement[] {
  return collaborations(definitions).messageFlows;
}
