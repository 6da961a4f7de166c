/**
 * bpmn-js-differ with a change handler that keeps what its default one drops. The default handler
 * records an attribute only when it sits directly on a tracked element (a flow node, a flow, a
 * participant): a change one level down (a button's name inside extensionElements, a condition's body
 * inside its FormalExpression, a listener added to extensionElements) marks the element changed but
 * loses the values. Approval settings live exactly there, so this handler climbs from the changed
 * object to the tracked element that owns it and records the change under the path between them
 * (`extensionElements.values[camunda:Button].name`). Messages, signals, errors and escalations (root
 * elements without a shape) are tracked too, so an added message is listed.
 *
 * Read the viewers' definitions with the engine descriptor (camunda + Flowhall, what the designer
 * writes): without it camunda:* attributes are unknown `$attrs`, which the differ does not compare.
 */
import { ChangeHandler, diff, type DiffResult } from 'bpmn-js-differ';
import { ENGINE_DESCRIPTOR } from '../../../schemas/bpmn/index.ts';

/** The viewers' moddle extensions: the modeler's vocabulary (and the server's parser's). */
export const DIFF_MODDLE_EXTENSIONS = { camunda: ENGINE_DESCRIPTOR };

interface Moddle {
  $type: string;
  id?: string;
  $parent?: Moddle;
  $instanceOf?(type: string): boolean;
  $descriptor?: { properties?: { name: string; isMany?: boolean; isReference?: boolean }[] };
  [key: string]: unknown;
}

interface Tracked {
  element: Moddle;
  property: string;
}

const ROOTS_WITHOUT_SHAPE = ['bpmn:Message', 'bpmn:Signal', 'bpmn:Error', 'bpmn:Escalation'];
const isDiagram = (model: Moddle) => /^(bpmndi|dc|di):/.test(model.$type);
const is = (model: Moddle, type: string) => typeof model.$instanceOf === 'function' && model.$instanceOf(type);

/** The property of `parent` that holds `child`, as a path segment (`values[camunda:Button]` for a list). */
function segment(parent: Moddle, child: Moddle): string {
  for (const { name, isMany, isReference } of parent.$descriptor?.properties ?? []) {
    if (isReference) continue;
    const value = parent[name];
    if (value === child) return name;
    if (isMany && Array.isArray(value) && value.includes(child)) return `${name}[${child.$type}]`;
  }
  return child.$type;
}

export class FlowhallChangeHandler extends ChangeHandler {
  override _isTracked(element: Moddle): Tracked | undefined {
    if (element && ROOTS_WITHOUT_SHAPE.some((type) => is(element, type))) return { element, property: '' };
    return super._isTracked(element);
  }

  /** The tracked element owning a nested object, and the path from it; none for diagram interchange. */
  private owner(model: Moddle): { tracked: Tracked; path: string } | null {
    const path: string[] = [];
    let child = model;
    for (let parent = model.$parent, depth = 0; parent && depth < 16; child = parent, parent = parent.$parent, depth++) {
      if (isDiagram(child) || isDiagram(parent)) return null;
      path.unshift(segment(parent, child));
      const tracked = this._isTracked(parent);
      if (tracked) return { tracked, path: tracked.property + path.join('.') };
    }
    return null;
  }

  // bpmn-js-differ calls changed(model, property, older, newer) (its parameter names say the reverse,
  // see diff-list.ts); every change recorded here keeps that order, an added item as (null, item).
  override changed(model: Moddle, property: string, older?: unknown, newer?: unknown): void {
    if (isDiagram(model) || this._isTracked(model)) return super.changed(model, property, older, newer);
    const found = this.owner(model);
    // The walk announces each nested object before its own changes (no values): those are recorded below.
    if (found && (older !== undefined || newer !== undefined)) super.changed(found.tracked.element, `${found.path}.${property}`, older, newer);
  }

  override added(model: Moddle, property: string, element: Moddle, index: number): void {
    if (isDiagram(model) || this._isTracked(element)) return super.added(model, property, element, index);
    this.item(model, property, element, index, null, element);
  }

  override removed(model: Moddle, property: string, element: Moddle, index: number): void {
    if (isDiagram(model) || this._isTracked(element)) return super.removed(model, property, element, index);
    this.item(model, property, element, index, element, null);
  }

  /** An item added to or removed from a list of a tracked element or of something it owns. */
  private item(model: Moddle, property: string, element: Moddle, index: number, older: unknown, newer: unknown): void {
    const tracked = this._isTracked(model);
    const found = tracked ? { tracked, path: tracked.property + property } : this.owner(model);
    if (!found) return;
    const path = tracked ? found.path : `${found.path}.${property}`;
    super.changed(found.tracked.element, `${path}[${element?.$type ?? index}]`, older, newer);
  }
}

/** The semantic diff of two definitions, nested changes included. */
export function diffDefinitions(older: unknown, newer: unknown): DiffResult {
  return diff(older, newer, new FlowhallChangeHandler());
}
