/**
 * A definition stored without diagram shapes (the seeded leave request, or XML written by hand) has
 * nothing for bpmn-js to draw: such XML gets a generated layout. bpmn-auto-layout follows each node's
 * incoming/outgoing children, which hand-written XML often leaves out (the engine only needs
 * sourceRef/targetRef), so they are filled in from the flows first.
 */
const BPMN_NS = 'http://www.omg.org/spec/BPMN/20100524/MODEL';

const has = (node: Element, kind: string, flowId: string) => Array.from(node.children).some((c) => c.localName === kind && c.textContent?.trim() === flowId);

export const hasShapes = (xml: string): boolean => /<([\w-]+:)?BPMNShape[\s>]/.test(xml);

/** Adds the incoming/outgoing references a node lacks (by local names: any prefix). */
export function withFlowReferences(xml: string): string {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const byId = new Map<string, Element>();
  const flows: Element[] = [];
  for (const el of Array.from(doc.getElementsByTagName('*'))) {
    const id = el.getAttribute('id');
    if (id) byId.set(id, el);
    if (el.localName === 'sequenceFlow') flows.push(el);
  }
  const add = (node: Element | undefined, kind: 'incoming' | 'outgoing', flowId: string) => {
    if (!node || has(node, kind, flowId)) return;
    const ref = doc.createElementNS(node.namespaceURI ?? BPMN_NS, node.prefix ? `${node.prefix}:${kind}` : kind);
    ref.textContent = flowId;
    node.appendChild(ref);
  };
  for (const flow of flows) {
    const id = flow.getAttribute('id');
    if (!id) continue;
    add(byId.get(flow.getAttribute('sourceRef') ?? ''), 'outgoing', id);
    add(byId.get(flow.getAttribute('targetRef') ?? ''), 'incoming', id);
  }
  return new XMLSerializer().serializeToString(doc);
}

/** The XML as given when it has shapes, else laid out. */
export async function drawable(xml: string): Promise<string> {
  if (hasShapes(xml)) return xml;
  const { layoutProcess } = await import('bpmn-auto-layout');
  return layoutProcess(withFlowReferences(xml));
}
