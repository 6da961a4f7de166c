/** Typing in a property (Command.merge): one history step per typed value, undo exactly back to before it. */
import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/designers/form/core/contract.ts';
import { typed } from '../../src/designers/form/core/commands.ts';
import { commands, sampleStore } from './designer-core-fixtures.ts';

const { setOption, moveDown } = commands;
const key = (id: string, prop: string, value: unknown): Command => typed(setOption(id, prop, value), id, prop, true);

describe('typed edits merge into one step', () => {
  it('keeps one step for the keystrokes on one property, named by the last value, and undoes it exactly', () => {
    const store = sampleStore();
    const opened = store.getState().form;
    for (const text of ['D', 'Da', 'Day', 'Days']) expect(store.dispatch(key('input1', 'label', text))).toEqual({ ok: true });
    expect(store.getWidget('input1')!.options.label).toBe('Days');
    expect(store.history()).toHaveLength(1);
    expect(store.history()[0]!.label.params).toMatchObject({ value: 'Days' });
    expect(store.undo()).toBe(true);
    expect(store.getState().form).toBe(opened);
    expect(store.redo()).toBe(true);
    expect(store.getWidget('input1')!.options.label).toBe('Days');
  });

  it('starts a new step after a final (not typed) commit, another property, another widget, a selection change or undo', () => {
    const store = sampleStore();
    store.dispatch(key('input1', 'label', 'a'));
    // The editor's blur: the same value, not typing — no step, but the run ends.
    store.dispatch(setOption('input1', 'label', 'a'));
    store.dispatch(key('input1', 'label', 'ab'));
    expect(store.history()).toHaveLength(2);
    store.dispatch(key('input1', 'placeholder', 'p'));
    expect(store.history()).toHaveLength(3);
    store.select('input1');
    store.dispatch(key('input1', 'placeholder', 'pq'));
    store.select(null);
    store.dispatch(key('input1', 'placeholder', 'pqr'));
    expect(store.history()).toHaveLength(5);
    store.undo();
    store.dispatch(key('input1', 'placeholder', 'x'));
    expect(store.history()).toHaveLength(5);
    expect(store.history().map((step) => step.label.params?.value)).toEqual(['a', 'ab', 'p', 'pq', 'x']);
  });

  it('does not merge into a step of another kind, and a refused keystroke keeps the run open', () => {
    const store = sampleStore();
    expect(store.dispatch(moveDown('input1')).ok).toBe(true);
    store.dispatch(key('input1', 'label', 'a'));
    expect(store.history()).toHaveLength(2);
    // A name typed half-way onto another field's name is refused; the next keystroke still merges.
    store.dispatch(key('input1', 'name', 'x'));
    expect(store.dispatch(key('input1', 'name', store.getWidget('input2')!.options.name)).ok).toBe(false);
    store.dispatch(key('input1', 'name', 'xy'));
    expect(store.history()).toHaveLength(3);
    expect(store.getWidget('input1')!.options.name).toBe('xy');
    store.undo();
    expect(store.getWidget('input1')!.options.name).not.toBe('x');
    expect(store.getWidget('input1')!.options.label).toBe('a');
  });
});
