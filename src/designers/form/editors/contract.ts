/**
 * What the property panel hands every editor. An editor never writes the store itself: it calls
 * `onChange`, which dispatches the core's setOption / setFormConfig command and answers the refusal
 * (so every edit is one undoable, named step and the core's checks — duplicate names, PropertySpec
 * checks — decide, not the editor).
 */
import type { Widget } from '../../../schemas/form/types.ts';
import type { I18nText, PropertyEditor, PropertySpec } from '../../../widgets/designer-contract.ts';
import type { Command, DesignerStore } from '../core/contract.ts';

export interface EditorContext {
  store: DesignerStore;
  /** The edited widget; null while the form configuration is edited. */
  widget: Widget | null;
  /** Sets another key of the same target (validation + validationHint …): same path as onChange. */
  setOther(key: string, value: unknown, typing?: boolean): I18nText | null;
  /** Dispatches any core command (a child's option, a container action); answers its refusal. */
  run(command: Command): I18nText | null;
}

export interface EditorProps<E extends PropertyEditor = PropertyEditor> {
  /** The DOM id the row's label points at. */
  id: string;
  spec: PropertySpec & { editor: E };
  value: unknown;
  /**
   * Dispatches the change; answers null or the refusal (shown under the editor by the row). `typing`:
   * a keystroke, merged with the keystrokes before it into one history step (use-draft.ts).
   */
  onChange(value: unknown, typing?: boolean): I18nText | null;
  context: EditorContext;
}

export type EditorComponent<E extends PropertyEditor = PropertyEditor> = (props: EditorProps<E>) => React.ReactNode;
