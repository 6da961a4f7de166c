/**
 * The properties panel's rendering mechanics (issue 14): it follows its element through the command
 * stack's operations (services.changes), not through every command or import version. A move of the element leaves the
 * panel as it is (a name being typed stays); an edit or its undo re-reads the model (the typed draft
 * gives way to the model's name); another element shows its basic info and then all its groups.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { ENGINE_DESCRIPTOR } from '../../src/schemas/bpmn/index.ts';
import { createElementChanges, type ChangeBus } from '../../src/designers/process/element-changes.ts';
import type { BpmnElement, BusinessObject, Services } from '../../src/designers/process/modeler.ts';
import { PropertiesPanel } from '../../src/designers/process/panel/PropertiesPanel.tsx';
import { setupI18n } from './form-support.tsx';
import { settle } from './settle.ts';

vi.mock('../../src/runtime/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/runtime/api/client.ts')>()),
  call: vi.fn<(path: string, options?: unknown) => Promise<unknown>>().mockResolvedValue([]),
}));

const specifier = 'bpmn-moddle';
const { BpmnModdle } = (await import(specifier)) as { BpmnModdle: new (packages: Record<string, unknown>) => { create(type: string, attrs?: Record<string, unknown>): BusinessObject } };
const moddle = new BpmnModdle({ camunda: ENGINE_DESCRIPTOR });

beforeAll(async () => {
  await setupI18n('zh');
});

type Listener = Parameters<ChangeBus['on']>[1];

/** Two tasks in a process, an event bus, and a modeling service that runs each edit as one operation. */
function world() {
  const listeners = new Map<string, Listener[]>();
  const fire = (event: string, payload: Parameters<Listener>[0] = {}) => (listeners.get(event) ?? []).forEach((callback) => callback(payload));
  const bus = { on: (event: string, callback: Listener) => void listeners.set(event, [...(listeners.get(event) ?? []), callback]), off: () => undefined };
  const process = moddle.create('bpmn:Process', { id: 'p' });
  moddle.create('bpmn:Definitions', { id: 'd', rootElements: [process] });
  const root = { id: 'p', type: 'bpmn:Process', businessObject: process } as BpmnElement;
  const element = (id: string, name: string) => {
    const bo = moddle.create('bpmn:Task', { id, name });
    bo.$parent = process;
    return { id, type: 'bpmn:Task', businessObject: bo, parent: root } as BpmnElement;
  };
  const operation = (commands: [string, object][], elements: BpmnElement[], reverted = false) =>
    act(() => {
      for (const [command, context] of commands) fire(reverted ? 'commandStack.reverted' : 'commandStack.executed', { command, context });
      fire('elements.changed', { elements });
      fire('commandStack.changed', {});
    });
  const services = {
    eventBus: bus,
    changes: createElementChanges(bus),
    canvas: { getRootElement: () => root },
    modeling: {
      updateProperties: (target: BpmnElement, props: Record<string, unknown>) => {
        for (const [key, value] of Object.entries(props)) target.businessObject.set(key, value);
        void operation([['element.updateProperties', {}]], [target]);
      },
    },
  } as unknown as Services;
  return { services, element, operation };
}

function panel(services: Services, element: BpmnElement, version = 1) {
  return (
    <App>
      <PropertiesPanel services={services} element={element} version={version} keyLocked={false} forms={[]} buttons={[]} processFormId={null} onProcessForm={() => undefined} language="zh" />
    </App>
  );
}

const nameInput = () => screen.getByTestId<HTMLInputElement>('pd-name');

describe('PropertiesPanel rendering', () => {
  it('keeps a draft through a move, re-reads the model on an edit and its undo, switches elements whole', async () => {
    const w = world();
    const first = w.element('Task_1', '审批');
    const view = render(panel(w.services, first));
    expect(nameInput().value).toBe('审批');
    await waitFor(() => expect(screen.getByTestId('pd-panel').dataset.complete).toBe('1'));
    expect(screen.getByTestId('pd-doc-group')).toBeTruthy();

    // The page's import version may arrive after the new diagram's panel is shown: a draft survives it.
    fireEvent.change(nameInput(), { target: { value: '审' } });
    view.rerender(panel(w.services, first, 2));
    expect(nameInput().value).toBe('审');

    // Typing (not yet committed), then the task is dragged: the panel is not re-rendered under the draft.
    fireEvent.change(nameInput(), { target: { value: '审批中' } });
    await w.operation([['elements.move', {}], ['shape.move', { oldParent: first.parent }], ['connection.layout', {}], ['lane.updateRefs', {}]], [first]);
    expect(nameInput().value).toBe('审批中');

    // Committed with Enter: one command; another panel's edit of the name shows at once.
    fireEvent.keyDown(nameInput(), { key: 'Enter', keyCode: 13 });
    expect(first.businessObject.name).toBe('审批中');
    await act(() => first.businessObject.set('name', '复核'));
    await w.operation([['element.updateProperties', {}]], [first]);
    expect(nameInput().value).toBe('复核');

    // An undo re-reads as well; a change elsewhere (another task) does not touch this panel's draft.
    fireEvent.change(nameInput(), { target: { value: '草稿' } });
    const other = w.element('Task_2', '归档');
    await w.operation([['element.updateProperties', {}]], [other]);
    expect(nameInput().value).toBe('草稿');
    await act(() => first.businessObject.set('name', '审批'));
    await w.operation([['element.updateProperties', {}]], [first], true);
    expect(nameInput().value).toBe('审批');

    // Another element: its name and, once the deferred render is done, its groups.
    view.rerender(panel(w.services, other, 2));
    expect(nameInput().value).toBe('归档');
    expect(screen.getByTestId('pd-panel').dataset.element).toBe('Task_2');
    await waitFor(() => expect(screen.getByTestId('pd-panel').dataset.complete).toBe('1'));
    expect(screen.getAllByTestId('pd-doc-group')).toHaveLength(1);
    view.unmount();
    await settle();
  });

  it('dresses its own inputs as antd inputs: the variables under their css-var class are there with no antd Input mounted', () => {
    const w = world();
    render(<ConfigProvider theme={{ zeroRuntime: true }}>{panel(w.services, w.element('Task_1', '审批'))}</ConfigProvider>);
    const key = [...nameInput().classList].find((name) => name.startsWith('css-var-'));
    expect(key).toBeDefined();
    // The padding and the focus border colour come from these variables (antd.css uses them).
    const defined = [...document.querySelectorAll('style')].some((style) => (style.textContent ?? '').includes(`.${key}.ant-input`) && (style.textContent ?? '').includes('--ant-input-padding-inline'));
    expect(defined).toBe(true);
  });
});
