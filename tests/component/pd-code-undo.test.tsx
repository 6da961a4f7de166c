/**
 * Creating an error from an error boundary event (issue 14) is one step of the command stack: the new
 * bpmn:Error in the document's root elements and the event's errorRef to it are written by one command
 * (modeler.ts's batch of moddle updates, nested commands), so one undo takes both back and one redo
 * restores both. The command stack is diagram-js's own with bpmn-js's updateModdleProperties handler
 * (what the Modeler runs); without the batch the first undo would leave the error in the document.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { Injector } from 'didi';
import EventBus from 'diagram-js/lib/core/EventBus';
import CommandStack from 'diagram-js/lib/command/CommandStack';
import UpdateModdlePropertiesHandler from 'bpmn-js/lib/features/modeling/cmd/UpdateModdlePropertiesHandler';
import { ENGINE_DESCRIPTOR } from '../../src/schemas/bpmn/index.ts';
import { moddleUpdatesModule, type BpmnElement, type BusinessObject, type Services } from '../../src/designers/process/modeler.ts';
import { CodeRefGroup } from '../../src/designers/process/panel/ErrorEscalationGroup.tsx';
import { setPanelGroupOpen } from '../../src/designers/process/panel/PanelGroup.tsx';
import { setupI18n } from './form-support.tsx';

const specifier = 'bpmn-moddle';
const { BpmnModdle } = (await import(specifier)) as { BpmnModdle: new (packages: Record<string, unknown>) => { create(type: string, attrs?: Record<string, unknown>): BusinessObject } };
const moddle = new BpmnModdle({ camunda: ENGINE_DESCRIPTOR });

beforeAll(async () => {
  await setupI18n('zh');
  setPanelGroupOpen('pd-code-ref', true);
});

interface Stack {
  execute(command: string, context: object): void;
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  registerHandler(command: string, handler: unknown): void;
}

describe('creating an error from its event', () => {
  it('adds the error and the reference in one command: one undo takes both back, one redo restores both', async () => {
    const boundary = moddle.create('bpmn:BoundaryEvent', { id: 'b', eventDefinitions: [moddle.create('bpmn:ErrorEventDefinition', {})] });
    const process = moddle.create('bpmn:Process', { id: 'p', flowElements: [boundary] });
    const definitions = moddle.create('bpmn:Definitions', { id: 'd', rootElements: [process] });
    process.$parent = definitions;
    boundary.$parent = process;
    const element = { id: 'b', type: 'bpmn:BoundaryEvent', businessObject: boundary } as BpmnElement;

    let stack: Stack | undefined;
    const modeling = {
      updateModdleProperties: (el: BpmnElement, moddleElement: BusinessObject, properties: Record<string, unknown>) =>
        stack!.execute('element.updateModdleProperties', { element: el, moddleElement, properties }),
    };
    const injector = new Injector([
      { eventBus: ['type', EventBus], commandStack: ['type', CommandStack], elementRegistry: ['value', { get: () => element }], modeling: ['value', modeling] },
      moddleUpdatesModule,
    ]);
    injector.init();
    stack = injector.get('commandStack') as Stack;
    stack.registerHandler('element.updateModdleProperties', UpdateModdlePropertiesHandler);

    const services = {
      modeling,
      commandStack: stack,
      bpmnFactory: { create: (type: string, attrs?: Record<string, unknown>) => moddle.create(type, attrs) },
      canvas: { getRootElement: () => ({ id: 'p', type: 'bpmn:Process', businessObject: process }) },
      elementRegistry: { filter: () => [element] },
    } as unknown as Services;

    render(<App><CodeRefGroup element={element} services={services} /></App>);
    fireEvent.click(screen.getByTestId('pd-code-ref-new'));
    fireEvent.change(await screen.findByTestId('pd-error-id'), { target: { value: 'Error_new' } });
    fireEvent.change(screen.getByTestId('pd-error-name'), { target: { value: '材料不全' } });
    fireEvent.change(screen.getByTestId('pd-error-code'), { target: { value: 'MISSING' } });
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));

    const definition = (boundary.eventDefinitions as BusinessObject[])[0]!;
    const rootIds = () => ((definitions.rootElements as BusinessObject[]) ?? []).map((root) => root.id);
    expect(rootIds()).toEqual(['p', 'Error_new']);
    expect((definition.errorRef as BusinessObject | undefined)?.id).toBe('Error_new');

    stack.undo();
    expect(rootIds()).toEqual(['p']);
    expect(definition.errorRef).toBeUndefined();
    expect(stack.canUndo()).toBe(false);

    stack.redo();
    expect(rootIds()).toEqual(['p', 'Error_new']);
    expect((definition.errorRef as BusinessObject | undefined)?.id).toBe('Error_new');
  });
});
