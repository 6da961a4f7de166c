/**
 * renameProcess (bpmModel/copy): the new name is text, not a replacement pattern — a `$'`, `$&` or `$1`
 * in it must land in the name attribute as typed, not splice other parts of the document in.
 */
import { describe, expect, it } from 'vitest';
import { renameProcess } from '../../src/server/bpm/definitions/model-routes.ts';

const xml = '<bpmn:definitions><bpmn:process id="old" name="Old" isExecutable="true"></bpmn:process><bpmndi:BPMNPlane bpmnElement="old"/></bpmn:definitions>';

describe('renameProcess', () => {
  it('renames the process id, its name and the diagram plane', () => {
    expect(renameProcess(xml, 'old', 'new_key', '新流程')).toBe(
      '<bpmn:definitions><bpmn:process id="new_key" name="新流程" isExecutable="true"></bpmn:process><bpmndi:BPMNPlane bpmnElement="new_key"/></bpmn:definitions>',
    );
  });

  it('takes $ in the name literally', () => {
    const out = renameProcess(xml, 'old', 'new_key', "Cost $' $& $1 $$");
    expect(out).toContain(`name="Cost $&#39; $&#38; $1 $$"`);
    const expected = xml.split('id="old" name="Old"').join(`id="new_key" name="Cost $&#39; $&#38; $1 $$"`).split('bpmnElement="old"').join('bpmnElement="new_key"');
    expect(out).toBe(expected);
  });
});
