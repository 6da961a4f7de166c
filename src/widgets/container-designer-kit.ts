/**
 * Pieces the container designer parts share (grid, grid-col, table, table-cell, tab, tab-pane, card,
 * inline, dynamic, sub-form): a new container as VForm writes it, the property set every container
 * has, and the drop rules. Pure; texts are i18n keys of the 'designer' namespace
 * (./container-designer-i18n.ts for the container-only ones).
 */
import type { Widget } from '../schemas/form/types.ts';
import type { IdFactory, PropertySpec, WidgetDesigner } from './designer-contract.ts';
import { event, prop, text, toggle } from './designer-kit.ts';
import type { WidgetModel } from './model-contract.ts';

/** Children a container makes itself; they live only in their own kind of parent. */
export const STRUCTURAL_TYPES: ReadonlySet<string> = new Set(['grid-col', 'table-cell', 'tab-pane']);

/** Types a container creates for its own structure carry internal: true, as in VForm exports. */
export function newContainer(model: WidgetModel, newId: IdFactory, children: Partial<Widget> = {}, options: Record<string, unknown> = {}): Widget {
  const id = newId(model.type);
  return {
    type: model.type,
    category: 'container',
    icon: model.type,
    ...(STRUCTURAL_TYPES.has(model.type) ? { internal: true } : {}),
    id,
    options: { ...model.defaults(), ...options, name: id },
    ...children,
  };
}

/** What every container shows: its name and visibility first, its class and scripts last. */
export function containerHead(): PropertySpec[] {
  return [prop('name', { kind: 'name' }), toggle('hidden')];
}

export function containerTail(...events: PropertySpec[]): PropertySpec[] {
  return [text('customClass'), event('onCreated'), event('onMounted'), ...events];
}

type Accepts = NonNullable<WidgetDesigner['accepts']>;

/** Slots (grid-col, table-cell, tab-pane, card, dynamic): anything but another container's structural child. */
export const acceptsAnyWidget: Accepts = (child) => !STRUCTURAL_TYPES.has(child.type);

/** Fields and display widgets only (inline lays its children side by side: a container there would break the line). */
export const acceptsLeafWidgets: Accepts = (child) => child.kind === 'field' || child.kind === 'display';

/** The sub-form repeats its children per row: only widgets with a value make sense there (spec §5). */
export const acceptsFieldWidgets: Accepts = (child) => child.kind === 'field';

export const acceptsOnly =
  (type: string): Accepts =>
  (child) =>
    child.type === type;

/** Replaces one child of a list by id (or removes it with `null`), keeping the other children's identity. */
export function replaceChild(list: readonly Widget[], id: string, next: Widget | null): Widget[] {
  return list.flatMap((child) => (child.id === id ? (next ? [next] : []) : [child]));
}
