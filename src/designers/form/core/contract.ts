/**
 * The form designer's state and its one command stack (form-designer §2, issue #13): every edit is a
 * Command, so undo/redo is unbounded and exact and the history panel names each step. The store lives
 * outside React: the canvas subscribes per widget, so an edit re-renders only the widgets it touched.
 */
import type { FormConfig, FormSchema, Widget } from '../../../schemas/form/types.ts';

import type { I18nText } from '../../../widgets/designer-contract.ts';

/** A step's name for the history panel ('设置 标签 → 请假天数'): an i18n key in the 'designer' namespace. */
export type StepLabel = I18nText;

export interface DesignerState {
  form: FormSchema;
  selectedId: string | null;
}

/** The outcome of a command: refused ones change nothing and carry the user-facing message. */
export type CommandResult = { ok: true } | { ok: false; message: I18nText };

/**
 * One edit. `apply` answers the next form (the previous one is never mutated: widgets on the changed
 * path are copied, untouched subtrees keep their identity, which is how per-widget subscribers know
 * what changed) and the widget to select afterwards; or a refusal message.
 */
export interface Command {
  label: StepLabel;
  /**
   * Typing: consecutive commands with the same merge key (one widget's one property, keystroke by
   * keystroke) become one step, named by the last. Any other command, a selection change, undo/redo
   * or a command without the key ends the run, so undo still returns exactly to before the typing.
   */
  merge?: string;
  apply(form: FormSchema): { form: FormSchema; select?: string | null } | { error: I18nText };
}

export interface HistoryStep {
  label: StepLabel;
  /** Position in the stack; jumpTo(index) restores the form as it was right after this step (-1: the opened form). */
  index: number;
}

export interface DesignerStore {
  getState(): DesignerState;
  /** Any change of form or selection. */
  subscribe(listener: () => void): () => void;
  /** Fires only when this widget's object (or its being selected) changes. */
  subscribeWidget(id: string, listener: () => void): () => void;
  getWidget(id: string): Widget | undefined;
  /** The widget that holds `id` in one of its child lists, null at the top level, undefined when absent. */
  getParent(id: string): Widget | null | undefined;
  dispatch(command: Command): CommandResult;
  select(id: string | null): void;
  undo(): boolean;
  redo(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
  history(): HistoryStep[];
  /** Index of the current step (-1 when at the opened form). */
  position(): number;
  jumpTo(index: number): void;
  /** Replaces the form and clears the history (open / load); not itself undoable. */
  reset(form: FormSchema): void;
  /** Whether the form differs from the last `markSaved()` / `reset()`. */
  isDirty(): boolean;
  markSaved(): void;
}

export type { FormConfig, FormSchema, Widget };
