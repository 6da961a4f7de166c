/**
 * The designer store: the form, the selection and the command stack, outside React. Each step keeps
 * the whole form it produced; commands copy only the changed path, so a step costs a few objects and
 * the stack needs no bound. Per-widget subscribers are told only when their widget object (or its
 * being selected) changed, which is how one edit re-renders one widget and its ancestors.
 * Typed edits (Command.merge) extend the last step instead of adding one per keystroke.
 */
import type { Command, CommandResult, DesignerState, DesignerStore, FormSchema, HistoryStep, StepLabel, Widget } from './contract.ts';
import { indexForm, type Location } from './tree.ts';

interface Step {
  label: StepLabel;
  form: FormSchema;
  /** The selection right after the step, and the one before it (restored on undo). */
  selectedAfter: string | null;
  selectedBefore: string | null;
}

type Index = Map<string, { widget: Widget; location: Location }>;

export function createDesignerStore(initial: FormSchema): DesignerStore {
  let base = initial;
  let steps: Step[] = [];
  let position = -1;
  let state: DesignerState = { form: initial, selectedId: null };
  let index: Index = indexForm(initial);
  let savedForm = initial;
  /** The merge key of the last step while typing may still extend it; null once anything else happened. */
  let openMerge: string | null = null;
  const listeners = new Set<() => void>();
  const widgetListeners = new Map<string, Set<() => void>>();

  /** A copy first: a listener may subscribe or unsubscribe others while being told. */
  function notifyAll(): void {
    for (const listener of Array.from(listeners)) listener();
  }

  /** Moves to a new state and tells exactly the subscribers whose widget or selection changed. */
  function commit(form: FormSchema, selectedId: string | null, historyChanged = false): void {
    const previous = state;
    const previousIndex = index;
    if (form !== previous.form) index = indexForm(form);
    const selection = selectedId !== null && !index.has(selectedId) ? null : selectedId;
    state = { form, selectedId: selection };
    if (previous.form === form && previous.selectedId === selection) {
      if (historyChanged) notifyAll();
      return;
    }
    const touched: Array<() => void> = [];
    for (const [id, set] of widgetListeners) {
      const changed = previousIndex.get(id)?.widget !== index.get(id)?.widget;
      const selectionMoved = (previous.selectedId === id) !== (selection === id);
      if (changed || selectionMoved) touched.push(...set);
    }
    for (const listener of touched) listener();
    notifyAll();
  }

  function formAt(at: number): FormSchema {
    return at < 0 ? base : steps[at]!.form;
  }

  const store: DesignerStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeWidget(id, listener) {
      let set = widgetListeners.get(id);
      if (!set) widgetListeners.set(id, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && widgetListeners.get(id) === set) widgetListeners.delete(id);
      };
    },
    getWidget: (id) => index.get(id)?.widget,
    getParent(id) {
      const found = index.get(id);
      return found ? found.location.parent : undefined;
    },
    dispatch(command: Command): CommandResult {
      const result = command.apply(state.form);
      if ('error' in result) return { ok: false, message: result.error };
      const selectedAfter = result.select === undefined ? state.selectedId : result.select;
      const merging = command.merge !== undefined && command.merge === openMerge && position >= 0 && position === steps.length - 1;
      openMerge = command.merge ?? null;
      // A command that changed nothing (a value set to what it was) is not a step.
      if (result.form === state.form) {
        commit(state.form, selectedAfter);
        return { ok: true };
      }
      if (merging) {
        // The typed run's step now ends at this keystroke; undo still goes back to before the first one.
        steps[position] = { ...steps[position]!, label: command.label, form: result.form, selectedAfter };
        commit(result.form, selectedAfter);
        return { ok: true };
      }
      steps = steps.slice(0, position + 1);
      steps.push({ label: command.label, form: result.form, selectedAfter, selectedBefore: state.selectedId });
      position = steps.length - 1;
      commit(result.form, selectedAfter);
      return { ok: true };
    },
    select(id) {
      if (id !== state.selectedId) openMerge = null;
      commit(state.form, id);
    },
    undo() {
      openMerge = null;
      if (position < 0) return false;
      const step = steps[position]!;
      position--;
      commit(formAt(position), step.selectedBefore);
      return true;
    },
    redo() {
      openMerge = null;
      if (position >= steps.length - 1) return false;
      position++;
      const step = steps[position]!;
      commit(step.form, step.selectedAfter);
      return true;
    },
    canUndo: () => position >= 0,
    canRedo: () => position < steps.length - 1,
    history: (): HistoryStep[] => steps.map((step, at) => ({ label: step.label, index: at })),
    position: () => position,
    jumpTo(target) {
      openMerge = null;
      const at = Math.max(-1, Math.min(Math.trunc(target), steps.length - 1));
      if (at === position) return;
      const selected = at < position ? steps[at + 1]!.selectedBefore : steps[at]!.selectedAfter;
      position = at;
      commit(formAt(at), selected);
    },
    reset(form) {
      base = form;
      openMerge = null;
      steps = [];
      position = -1;
      savedForm = form;
      commit(form, null, true);
    },
    isDirty: () => state.form !== savedForm,
    markSaved() {
      savedForm = state.form;
      // Dirtiness is read by subscribers (the save button, the leave confirm): tell them.
      notifyAll();
    },
  };
  return store;
}
