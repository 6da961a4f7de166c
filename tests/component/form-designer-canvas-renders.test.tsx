/**
 * The canvas re-renders what an edit touched, not the form (issue #13, "one store outside React's
 * render path"): editing one widget of a 110-widget form renders that widget's canvas cell (and its
 * container's), selecting renders the two cells whose selection changed, and the antd Form around the
 * canvas — whose re-render would re-render every Form.Item — renders never. Renders are read from
 * React's committed fiber tree: a component rendered in the last commit if it is new or carries
 * React's PerformedWork flag, in the part of the tree the commit reconciled.
 */
import { Profiler } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { initI18n } from '../../src/runtime/i18n/index.ts';
import { addWidget, createDesignerStore, emptyForm, setOption } from '../../src/designers/form/core/commands.ts';
import { Canvas } from '../../src/designers/form/ui/Canvas.tsx';
import { DesignerStoreContext } from '../../src/designers/form/ui/store-hooks.ts';

// Mounting a hundred antd form items in a simulated DOM takes seconds on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });
afterEach(() => cleanup());
beforeAll(async () => {
  await initI18n();
});

interface Fiber {
  type: unknown;
  flags: number;
  alternate: Fiber | null;
  child: Fiber | null;
  sibling: Fiber | null;
  stateNode: { current?: Fiber } | null;
}
const PERFORMED_WORK = 1;

function nameOf(type: unknown): string | undefined {
  if (typeof type === 'function') return (type as { displayName?: string; name?: string }).displayName ?? (type as { name?: string }).name;
  return undefined;
}

/** Adds the function components rendered in the commit just made to `counts`, by name. */
function countCommit(container: HTMLElement, counts: Map<string, number>): void {
  const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
  if (!key) throw new Error('not a React root');
  const root = (container as unknown as Record<string, Fiber>)[key]!.stateNode!.current!;
  const visit = (fiber: Fiber) => {
    const name = nameOf(fiber.type);
    if (name && (fiber.alternate === null || (fiber.flags & PERFORMED_WORK) !== 0)) counts.set(name, (counts.get(name) ?? 0) + 1);
    // A subtree the commit did not reach keeps its children: nothing under it rendered.
    if (fiber.alternate !== null && fiber.child === fiber.alternate.child) return;
    for (let child = fiber.child; child; child = child.sibling) visit(child);
  };
  visit(root);
}

function setup() {
  const store = createDesignerStore(emptyForm());
  for (let i = 0; i < 100; i++) store.dispatch(addWidget('input', { parentId: null, index: i }, { label: `Field ${i}` }));
  store.dispatch(addWidget('grid', { parentId: null, index: 100 }));
  const grid = store.getState().form.widgetList[100]!;
  const column = grid.cols![0]!;
  for (let i = 0; i < 10; i++) store.dispatch(addWidget('input', { parentId: column.id, index: i }, { label: `Nested ${i}` }));
  store.reset(store.getState().form);
  let counts = new Map<string, number>();
  // A Profiler's onRender runs in each commit's layout phase, when the root's current tree is that commit's.
  const container = document.createElement('div');
  document.body.append(container);
  render(
    <Profiler id="canvas" onRender={() => countCommit(container, counts)}>
      <DesignerStoreContext.Provider value={store}>
        <Canvas />
      </DesignerStoreContext.Provider>
    </Profiler>,
    { container },
  );
  /** The components rendered by `change`, over every commit it caused (effects may add some). */
  const rendersOf = (change: () => void): Map<string, number> => {
    counts = new Map();
    act(change);
    return counts;
  };
  return { store, container, column, rendersOf };
}

describe('canvas renders per widget', () => {
  it('mounts every cell once, then an edit renders only the edited cell and never the Form', () => {
    const { store, container, column, rendersOf } = setup();
    expect(container.querySelectorAll('[data-fd-id]').length).toBeGreaterThanOrEqual(111);

    const top = store.getState().form.widgetList[50]!;
    let renders = rendersOf(() => void store.dispatch(setOption(top.id, 'label', 'Days off')));
    expect(container.querySelector(`[data-fd-id="${top.id}"] .ant-form-item-label label`)?.textContent).toBe('Days off');
    expect(renders.get('CanvasNode')).toBe(1);
    expect(renders.get('FormItemLabel') ?? 0).toBeLessThanOrEqual(1);
    expect(renders.get('Canvas')).toBeUndefined();
    expect(renders.get('RootList')).toBe(1);

    // Nested: the cell, its column and its grid — not the other nested fields, not the top level.
    const nested = store.getWidget(column.id)!.widgetList![4]!;
    renders = rendersOf(() => void store.dispatch(setOption(nested.id, 'label', 'Reason')));
    expect(renders.get('CanvasNode')).toBeLessThanOrEqual(3);
    expect(renders.get('FormItemLabel') ?? 0).toBeLessThanOrEqual(1);
    expect(renders.get('Canvas')).toBeUndefined();
  });

  it('a selection renders the cells losing and gaining it, and nothing of the form', () => {
    const { store, container, rendersOf } = setup();
    const [first, second] = store.getState().form.widgetList;
    expect(rendersOf(() => store.select(first!.id)).get('CanvasNode')).toBe(1);
    const renders = rendersOf(() => store.select(second!.id));
    expect(renders.get('CanvasNode')).toBe(2);
    expect(renders.get('RootList')).toBeUndefined();
    expect(renders.get('Canvas')).toBeUndefined();
    expect(container.querySelector(`[data-fd-id="${second!.id}"]`)?.classList.contains('fd-selected')).toBe(true);
  });
});
