/** The container designer parts: what they create, what they accept, the grid and tab actions, and their zh/en texts. */
import { describe, expect, it } from 'vitest';
import type { Widget } from '../../src/schemas/form/types.ts';
import { allWidgets } from '../../src/schemas/form/walk.ts';
import { CONTAINER_TYPES, FIELD_TYPES, DISPLAY_TYPES } from '../../src/schemas/form/widget-types.ts';
import { designer as card } from '../../src/widgets/card/designer.ts';
import { containerDesignerTexts } from '../../src/widgets/container-designer-i18n.ts';
import { designerPartTexts } from '../../src/widgets/designer-i18n.ts';
import type { IdFactory, WidgetDesigner } from '../../src/widgets/designer-contract.ts';
import { designer as dynamic } from '../../src/widgets/dynamic/designer.ts';
import { designer as grid } from '../../src/widgets/grid/designer.ts';
import { designer as gridCol } from '../../src/widgets/grid-col/designer.ts';
import { designer as inline } from '../../src/widgets/inline/designer.ts';
import { designer as subForm } from '../../src/widgets/sub-form/designer.ts';
import { designer as tab } from '../../src/widgets/tab/designer.ts';
import { designer as tabPane } from '../../src/widgets/tab-pane/designer.ts';
import { designer as table } from '../../src/widgets/table/designer.ts';
import { designer as tableCell } from '../../src/widgets/table-cell/designer.ts';
import { modelOf } from '../../src/widgets/models.ts';

const parts: WidgetDesigner[] = [grid, gridCol, table, tableCell, tab, tabPane, card, inline, dynamic, subForm];

// One count for the whole file: ids never repeat, as with the core's factory (unique in the form).
let count = 0;
const counter = (): IdFactory => (type) => `${type}${++count}`;

const kindOf = (type: string) => modelOf(type)?.kind ?? 'unknown';
const accepted = (part: WidgetDesigner, types: readonly string[]) => types.filter((type) => part.accepts?.({ type, kind: kindOf(type) }) === true);

const lookup = (texts: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
/** A key's text as the designer page has it: container-only texts here, shared ones (widget.*, prop.name …) in designer-i18n.ts. */
const textOf = (lang: 'zh' | 'en', key: string) => lookup(containerDesignerTexts[lang], key) ?? lookup(designerPartTexts[lang], key);

function run(part: WidgetDesigner, key: string, widget: Widget, target?: string) {
  const action = part.actions!.find((a) => a.key === key)!;
  return action.run(widget, target, counter());
}

describe('container designer parts', () => {
  it('cover every container type, and only the top-level ones are on the palette', () => {
    expect(parts.map((part) => part.type).sort()).toEqual([...CONTAINER_TYPES].sort());
    expect(parts.filter((part) => part.palette).map((part) => part.type)).toEqual(['grid', 'table', 'tab', 'card', 'inline', 'dynamic', 'sub-form']);
    expect(parts.every((part) => !part.palette || part.palette.group === 'container')).toBe(true);
  });

  it('create containers with their initial children, fresh ids as names, the model defaults and VForm markers', () => {
    for (const part of parts) {
      const widget = part.create(counter());
      const all = allWidgets([widget]);
      expect(widget.type).toBe(part.type);
      expect(widget.options.name).toBe(widget.id);
      expect(widget.category).toBe('container');
      expect(new Set(all.map((w) => w.id)).size).toBe(all.length);
      const { name: _name, label: _label, ...defaults } = modelOf(part.type)!.defaults();
      expect({ type: part.type, ...widget.options }).toMatchObject({ type: part.type, ...defaults });
    }
    const g = grid.create(counter());
    expect(g.cols!.map((col) => [col.type, col.options.span, col.internal])).toEqual([
      ['grid-col', 12, true],
      ['grid-col', 12, true],
    ]);
    const t = tab.create(counter());
    expect(t.tabs!.map((pane) => [pane.type, pane.options.label, pane.options.active])).toEqual([['tab-pane', 'tab 1', true]]);
    expect(subForm.create(counter()).widgetList).toEqual([]);
  });

  it('accept what may go inside: sub-form fields only, grid columns only in a grid, no structural children in slots', () => {
    const all = [...CONTAINER_TYPES, ...FIELD_TYPES, ...DISPLAY_TYPES];
    expect(accepted(subForm, all)).toEqual([...FIELD_TYPES]);
    expect(subForm.refusal).toBe('error.subFormFieldsOnly');
    expect(accepted(grid, all)).toEqual(['grid-col']);
    expect(accepted(tab, all)).toEqual(['tab-pane']);
    expect(table.accepts).toBeUndefined();
    expect(accepted(inline, all)).toEqual([...FIELD_TYPES, ...DISPLAY_TYPES]);
    for (const slot of [gridCol, tableCell, tabPane, card, dynamic]) {
      expect(accepted(slot, all)).toEqual(all.filter((type) => !['grid-col', 'table-cell', 'tab-pane'].includes(type)));
    }
    expect([grid.childList, tab.childList, table.childList, card.childList]).toEqual(['cols', 'tabs', 'rows', undefined]);
    expect([grid.clonable, table.clonable, tab.clonable]).toEqual([true, true, undefined]);
  });

  it('grid: add a column into the room left on the row; remove one, never the last', () => {
    const g = grid.create(counter());
    const added = run(grid, 'addCol', g);
    if ('error' in added) throw new Error(added.error.key);
    expect(added.widget.cols!.map((col) => col.options.span)).toEqual([12, 12, 12]);
    expect(added.select).toBe(added.widget.cols![2]!.id);
    expect(added.widget.cols![0]).toBe(g.cols![0]);
    const narrow = { ...g, cols: [{ ...g.cols![0]!, options: { ...g.cols![0]!.options, span: 16 } }] };
    const filled = run(grid, 'addCol', narrow);
    expect('widget' in filled && filled.widget.cols![1]!.options.span).toBe(8);

    const removed = run(grid, 'removeCol', g, g.cols![0]!.id);
    expect('widget' in removed && removed.widget.cols!.map((col) => col.id)).toEqual([g.cols![1]!.id]);
    expect('select' in removed && removed.select).toBe(g.cols![1]!.id);
    const single = { ...g, cols: [g.cols![0]!] };
    expect(run(grid, 'removeCol', single, g.cols![0]!.id)).toEqual({ error: { key: 'error.lastGridCol' } });
    expect(grid.actions!.find((a) => a.key === 'removeCol')!.enabled!(g, 'elsewhere')).toBe(false);
  });

  it('tab: add a pane numbered after the others; remove one (the neighbour opens first), never the last', () => {
    const t = tab.create(counter());
    const two = run(tab, 'addPane', t);
    if ('error' in two) throw new Error(two.error.key);
    expect(two.widget.tabs!.map((pane) => [pane.options.label, pane.options.active])).toEqual([
      ['tab 1', true],
      ['tab 2', false],
    ]);
    expect(two.select).toBe(two.widget.tabs![1]!.id);
    const removed = run(tab, 'removePane', two.widget, two.widget.tabs![0]!.id);
    if ('error' in removed) throw new Error(removed.error.key);
    expect(removed.widget.tabs!.map((pane) => [pane.options.label, pane.options.active])).toEqual([['tab 2', true]]);
    expect(removed.select).toBe(two.widget.tabs![1]!.id);
    expect(run(tab, 'removePane', removed.widget, removed.widget.tabs![0]!.id)).toEqual({ error: { key: 'error.lastPane' } });
    const three = run(tab, 'addPane', removed.widget);
    expect('widget' in three && three.widget.tabs!.map((pane) => pane.options.label)).toEqual(['tab 2', 'tab 3']);
  });

  it('actions never mutate the container they are given', () => {
    const g = Object.freeze(grid.create(counter()));
    const t = tab.create(counter());
    const before = JSON.stringify([g, t]);
    run(grid, 'addCol', g);
    run(grid, 'removeCol', g, g.cols![0]!.id);
    run(tab, 'addPane', t);
    expect(JSON.stringify([g, t])).toBe(before);
  });

  it('have a zh and an en text for every action, refusal, property and choice they name', () => {
    const keys = new Set<string>();
    for (const part of parts) {
      for (const spec of part.properties) {
        keys.add(spec.label);
        if (spec.editor.kind === 'select') for (const choice of spec.editor.choices) keys.add(choice.label);
      }
      for (const action of part.actions ?? []) keys.add(action.label);
      if (part.refusal) keys.add(part.refusal);
      keys.add(`widget.${part.type}`);
    }
    const refusals = ['error.lastRow', 'error.lastColumn', 'error.lastPane', 'error.lastGridCol', 'error.rowspanDelete', 'error.colspanDelete', 'error.rowspanMerge', 'error.colspanMerge', 'error.rowspanMergeRow', 'error.colspanMergeColumn', 'error.noNeighbour', 'error.nothingToMerge', 'error.notMerged', 'error.tableInconsistent', 'error.notAChild'];
    for (const key of refusals) keys.add(key);
    const missing = [...keys].flatMap((key) =>
      (['zh', 'en'] as const).filter((lang) => typeof textOf(lang, key) !== 'string' || textOf(lang, key) === '').map((lang) => `${lang}:${key}`),
    );
    expect(missing).toEqual([]);
  });
});
