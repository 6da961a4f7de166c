/**
 * bench:designer-bpmn's diagrams: a pure generator of valid BPMN 2.0 with DI (a start event, user
 * tasks, exclusive gateways each with a conditional skip flow and a default flow, an end event) laid
 * out on a grid of cells, row by row, so that `size` counts every element drawn (shapes and sequence
 * flows; no external labels: events, gateways and flows are unnamed). Cells are roomy (250×200) so a
 * task can be moved into the gap beside it without landing on another shape or a flow.
 */

export const CELL_W = 250;
export const CELL_H = 200;
const SIZE: Record<Kind, { w: number; h: number }> = { start: { w: 36, h: 36 }, end: { w: 36, h: 36 }, task: { w: 100, h: 80 }, gateway: { w: 50, h: 50 } };

type Kind = 'start' | 'end' | 'task' | 'gateway';
interface Node {
  id: string;
  kind: Kind;
  name?: string;
  col: number;
  row: number;
}
interface Flow {
  id: string;
  from: Node;
  to: Node;
  condition?: string;
}

export interface DiagramFacts {
  size: number;
  shapes: number;
  flows: number;
  /** The user tasks the steps click: off the left 15 % of the columns (bpmn-js's palette covers them at small zoom) and the last two. */
  tasks: { id: string; name: string }[];
  /** The last shape and flow written: present on the canvas means the whole diagram was drawn. */
  lastShape: string;
  lastFlow: string;
  /** A task near the middle of the diagram, away from its right edge: the one the move step drags. */
  movable: string;
}

const box = (node: Node) => {
  const { w, h } = SIZE[node.kind];
  const cx = node.col * CELL_W + 150;
  const cy = node.row * CELL_H + 120;
  return { x: cx - w / 2, y: cy - h / 2, w, h, cx, cy };
};

/** Orthogonal waypoints: along the row when both ends share it, otherwise down then across then down. */
function waypoints(flow: Flow, skip: boolean): [number, number][] {
  const a = box(flow.from);
  const b = box(flow.to);
  if (skip) {
    // Above the row, so it never crosses the main line's flows.
    const top = Math.min(a.y, b.y) - 30;
    if (flow.from.row === flow.to.row) return [[a.cx, a.y], [a.cx, top], [b.cx, top], [b.cx, b.y]];
    const mid = a.y + a.h + 40;
    return [[a.cx, a.y + a.h], [a.cx, mid], [b.cx - b.w / 2 - 20, mid], [b.cx - b.w / 2 - 20, b.cy], [b.x, b.cy]];
  }
  if (flow.from.row === flow.to.row) return [[a.x + a.w, a.cy], [b.x, b.cy]];
  const mid = a.cy + CELL_H / 2;
  return [[a.cx, a.y + a.h], [a.cx, mid], [b.cx, mid], [b.cx, b.y]];
}

export function generateDiagram(size: number): { xml: string; facts: DiagramFacts } {
  // Nodes per element: 1 node + 1 flow, plus a skip flow every fourth node (a gateway).
  const nodeCount = Math.max(4, Math.ceil((size + 2) / 2.25));
  const cols = Math.max(4, Math.ceil(Math.sqrt(nodeCount * 1.6 * (CELL_H / CELL_W))));
  const nodes: Node[] = [];
  const flows: Flow[] = [];
  const place = (index: number) => ({ col: index % cols, row: Math.floor(index / cols) });
  nodes.push({ id: 'B_Start', kind: 'start', ...place(0) });
  let taskNo = 0;
  // The main line (nodeCount nodes, the end event last); the skip flows below fill up to `size`.
  while (nodes.length < nodeCount - 1) {
    const index = nodes.length;
    const gateway = index % 4 === 0;
    const node: Node = gateway ? { id: `B_Gw${index}`, kind: 'gateway', ...place(index) } : { id: `B_Task${++taskNo}`, kind: 'task', name: `Task ${taskNo}`, ...place(index) };
    const previous = nodes[nodes.length - 1]!;
    flows.push({ id: `B_Flow${flows.length + 1}`, from: previous, to: node });
    nodes.push(node);
  }
  const end: Node = { id: 'B_End', kind: 'end', ...place(nodes.length) };
  flows.push({ id: `B_Flow${flows.length + 1}`, from: nodes[nodes.length - 1]!, to: end });
  nodes.push(end);
  // Each gateway also skips to the node two ahead (a condition on the skip, the main flow is its default).
  const skips: Flow[] = [];
  const defaults = new Map<string, string>();
  nodes.forEach((node, index) => {
    const target = nodes[index + 2];
    if (node.kind !== 'gateway' || !target || nodes.length + flows.length + skips.length >= size) return;
    skips.push({ id: `B_Skip${skips.length + 1}`, from: node, to: target, condition: '${amount > 1000}' });
    defaults.set(node.id, flows.find((flow) => flow.from === node)!.id);
  });
  const all = [...flows, ...skips];
  const incoming = (node: Node) => all.filter((flow) => flow.to === node).map((flow) => `<bpmn:incoming>${flow.id}</bpmn:incoming>`).join('');
  const outgoing = (node: Node) => all.filter((flow) => flow.from === node).map((flow) => `<bpmn:outgoing>${flow.id}</bpmn:outgoing>`).join('');
  const tag: Record<Kind, string> = { start: 'startEvent', end: 'endEvent', task: 'userTask', gateway: 'exclusiveGateway' };
  const semantic = [
    ...nodes.map((node) => {
      const name = node.name ? ` name="${node.name}"` : '';
      const extra = node.kind === 'task' ? ' camunda:assignee="${initiator}"' : defaults.has(node.id) ? ` default="${defaults.get(node.id)}"` : '';
      return `<bpmn:${tag[node.kind]} id="${node.id}"${name}${extra}>${incoming(node)}${outgoing(node)}</bpmn:${tag[node.kind]}>`;
    }),
    ...all.map((flow) => {
      const condition = flow.condition ? `<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${flow.condition.replace(/>/g, '&gt;')}</bpmn:conditionExpression>` : '';
      return `<bpmn:sequenceFlow id="${flow.id}" sourceRef="${flow.from.id}" targetRef="${flow.to.id}">${condition}</bpmn:sequenceFlow>`;
    }),
  ];
  const skipIds = new Set(skips.map((flow) => flow.id));
  const di = [
    ...nodes.map((node) => {
      const b = box(node);
      return `<bpmndi:BPMNShape id="${node.id}_di" bpmnElement="${node.id}"><dc:Bounds x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" /></bpmndi:BPMNShape>`;
    }),
    ...all.map((flow) => {
      const points = waypoints(flow, skipIds.has(flow.id)).map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`).join('');
      return `<bpmndi:BPMNEdge id="${flow.id}_di" bpmnElement="${flow.id}">${points}</bpmndi:BPMNEdge>`;
    }),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="B_Definitions" targetNamespace="http://bpmn.io/schema/bpmn">
<bpmn:process id="bench_${size}" name="bench ${size}" isExecutable="true">
${semantic.join('\n')}
</bpmn:process>
<bpmndi:BPMNDiagram id="B_Diagram"><bpmndi:BPMNPlane id="B_Plane" bpmnElement="bench_${size}">
${di.join('\n')}
</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
  const inner = nodes.filter((node) => node.kind === 'task' && node.col >= Math.ceil(cols * 0.15) && node.col < cols - 2);
  const tasks = inner.map((node) => ({ id: node.id, name: node.name! }));
  const movable = inner[Math.floor(inner.length / 2)]!.id;
  return { xml, facts: { size: nodes.length + all.length, shapes: nodes.length, flows: all.length, tasks, lastShape: end.id, lastFlow: all[all.length - 1]!.id, movable } };
}
