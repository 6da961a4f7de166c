/**
 * The command factories over any designer parts: ./commands.ts binds them to the real widget parts,
 * the core's tests to small fake ones.
 */
import type { FormSchema, Widget } from '../../../schemas/form/types.ts';
import type { DesignerParts } from './parts.ts';
import { canDropType, checkDrop, type DropTarget } from './drop-rules.ts';
import { makeSetOption, setFormConfig } from './option-commands.ts';
import { makeStructureCommands } from './structure-commands.ts';

export function makeCommands(parts: DesignerParts) {
  return {
    ...makeStructureCommands(parts),
    setOption: makeSetOption(parts),
    setFormConfig,
    /** Whether a palette type may be dropped at the target (asked while dragging). */
    canDropType: (form: FormSchema, target: DropTarget, type: string) => canDropType(parts, form, target, type),
    /** Why an existing widget may not move to the target (null when it may); `from` is the id of the parent it leaves. */
    moveRefusal: (form: FormSchema, target: DropTarget, widget: Widget, from: string | null) => checkDrop(parts, form, target, widget, from),
  };
}
