/** Tabs: one pane when dropped; add a pane, remove one (never the last: spec §5). */
import { acceptsOnly, containerHead, containerTail, newContainer, replaceChild } from '../container-designer-kit.ts';
import type { ContainerAction, IdFactory, WidgetDesigner, WidgetTitle } from '../designer-contract.ts';
import { choose, prop } from '../designer-kit.ts';
import type { Widget } from '../../schemas/form/types.ts';
import { model as paneModel } from '../tab-pane/model.ts';
import { model } from './model.ts';

function newPane(newId: IdFactory, number: number, active: boolean): Widget {
  return newContainer(paneModel, newId, { widgetList: [] }, { label: `tab ${number}`, active });
}

/** The next pane number: past the highest "tab N" label, so a removed pane's number is not reused beside it. */
function nextNumber(tab: Widget): number {
  const numbers = (tab.tabs ?? []).map((pane) => /^tab (\d+)$/.exec(String(pane.options?.label ?? ''))?.[1]).map(Number);
  return Math.max(tab.tabs?.length ?? 0, ...numbers.filter(Number.isFinite)) + 1;
}

const actions: ContainerAction[] = [
  {
    key: 'addPane',
    label: 'action.addPane',
    icon: 'Plus',
    on: 'self',
    run(tab, _target, newId) {
      const pane = newPane(newId, nextNumber(tab), (tab.tabs ?? []).length === 0);
      return { widget: { ...tab, tabs: [...(tab.tabs ?? []), pane] }, select: pane.id };
    },
  },
  {
    key: 'removePane',
    label: 'action.removePane',
    icon: 'Delete',
    on: 'child',
    enabled: (tab, target) => (tab.tabs ?? []).some((pane) => pane.id === target),
    run(tab, target) {
      const panes = tab.tabs ?? [];
      const index = panes.findIndex((pane) => pane.id === target);
      if (index < 0 || !target) return { error: { key: 'error.notAChild' } };
      if (panes.length <= 1) return { error: { key: 'error.lastPane' } };
      let rest = replaceChild(panes, target, null);
      const near = Math.min(index, rest.length - 1);
      // The pane that opened first is gone: its neighbour opens instead, so the form never opens on nothing.
      if (panes[index]!.options?.active === true && !rest.some((pane) => pane.options?.active === true)) {
        rest = rest.map((pane, i) => (i === near ? { ...pane, options: { ...pane.options, active: true } } : pane));
      }
      return { widget: { ...tab, tabs: rest }, select: rest[near]!.id };
    },
  },
];

export const designer: WidgetDesigner = {
  type: 'tab',
  palette: { group: 'container', icon: 'Folder', order: 30 },
  properties: [
    ...containerHead(),
    // The renderer reads options.type (VForm's key); the label says what it is.
    choose('type', 'tabType', ['', 'card', 'border-card'], { label: 'prop.tabType' }),
    prop('tabs', { kind: 'children', of: 'tabs' }),
    ...containerTail(),
  ],
  create(newId) {
    const tab = newContainer(model, newId);
    return { ...tab, tabs: [newPane(newId, 1, true)] };
  },
  accepts: acceptsOnly('tab-pane'),
  refusal: 'error.tabPanesOnly',
  childList: 'tabs',
  actions,
};

export const title: WidgetTitle = { zh: '标签页', en: 'Tabs' };
