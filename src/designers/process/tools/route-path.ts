/**
 * The elements of a simulated route: the nodes the preview walked, and the flows between them that a
 * token would take — a node that decided (a gateway, conditional flows) contributes only its taken
 * flows; any other node every flow to a node on the path.
 */
import type { PreviewStep } from '../../../schemas/bpmn/preview.ts';

export interface FlowRef {
  id: string;
  source: string;
  target: string;
}

export function routeElements(steps: readonly PreviewStep[], flows: readonly FlowRef[]): string[] {
  const nodes = new Set(steps.map((s) => s.activityId));
  const decided = new Map(steps.filter((s) => s.decision).map((s) => [s.activityId, new Set(s.decision!.taken.map((b) => b.flowId))]));
  const out = [...nodes];
  for (const flow of flows) {
    if (!nodes.has(flow.source) || !nodes.has(flow.target)) continue;
    const taken = decided.get(flow.source);
    if (taken && !taken.has(flow.id)) continue;
    out.push(flow.id);
  }
  return out;
}
