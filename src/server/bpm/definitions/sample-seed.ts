/**
 * What the demo's extra processes (sample-batch.ts, sample-resubmit.ts, sample-activity.ts) share: the
 * BPMN envelope of one process, the literal of a form field, and the seeding itself — saved as a model
 * of the demo category with its form frozen in, then deployed, by admin.
 */
import type { Db } from '../../db/client.ts';
import { deployModel, saveModel } from './service.ts';

export interface DemoProcess {
  key: string;
  name: string;
  xml: string;
  form: { widgetList: unknown[]; formConfig: Record<string, unknown> };
}

/** A definitions document holding one executable process with the Camunda vocabulary. */
export const demoProcessXml = (key: string, name: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="defs_${key}" targetNamespace="http://flowhall.example/bpmn">
  <bpmn:process id="${key}" name="${name}" isExecutable="true">
${body}
  </bpmn:process>
</bpmn:definitions>
`;

/** A form field widget as the designer exports it (its id is its name). */
export const demoField = (type: string, name: string, label: string, options: Record<string, unknown> = {}) => ({ type, id: name, formItemFlag: true, options: { name, label, ...options } });

export async function seedDemoProcess(db: Db, process: DemoProcess): Promise<void> {
  const model = await saveModel(db, { key: process.key, name: process.name, category: 'demo', xml: process.xml, formSnapshot: process.form }, 'admin');
  await deployModel(db, model.id, 'admin');
}
