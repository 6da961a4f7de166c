import { describe, expect, it } from 'vitest';
import {
  applyFieldPermissions,
  compileLinkage,
  effectiveRequired,
  evaluateLinkage,
  linkageDependencies,
  reasonField,
  withLinkage,
} from '../../src/schemas/form/index.ts';
import type { FormSchema, Widget } from '../../src/schemas/form/types.ts';

const field = (type: string, name: string, options: Record<string, unknown> = {}): Widget => ({ type, id: name, formItemFlag: true, options: { name, label: name, ...options } });

// A leave form: the type select drives the reason and the certificate upload.
const schema: FormSchema = {
  formConfig: {} as FormSchema['formConfig'],
  widgetList: [
    field('select', 'type', {
      optionItems: [
        { label: '事假', value: 1 },
        { label: '病假', value: 2 },
      ],
      linkbuttons: {
        dynamic: [
          { widgetVal: 2, widgetName: ['certificate'], isHidden: false, isRequired: true },
          { widgetVal: 1, widgetName: 'certificate,note', isHidden: 'true', isRequired: false },
        ],
      },
    }),
    {
      type: 'grid',
      id: 'g',
      options: { name: 'g' },
      cols: [{ type: 'grid-col', id: 'c', options: { name: 'c' }, widgetList: [field('file-upload', 'certificate', { hidden: true }), field('input', 'note')] }],
    },
    field('checkbox', 'flags', { linkbuttons: { dynamic: [{ widgetVal: 'urgent', widgetName: 'note', isRequired: true }] } }),
  ],
};

describe('linkage (linkbuttons.dynamic)', () => {
  it('matching entries set hidden/required of their targets; other targets are untouched', () => {
    expect(evaluateLinkage(schema, { type: 2 })).toEqual({ certificate: { hidden: false, required: true } });
    expect(evaluateLinkage(schema, { type: 1 })).toEqual({ certificate: { hidden: true, required: false }, note: { hidden: true, required: false } });
    expect(evaluateLinkage(schema, {})).toEqual({});
  });

  it('compares loosely ("2" equals 2) and matches a multiple-choice value containing widgetVal', () => {
    expect(evaluateLinkage(schema, { type: '2' }).certificate).toEqual({ hidden: false, required: true });
    expect(evaluateLinkage(schema, { flags: ['a', 'urgent'] }).note).toEqual({ required: true });
    expect(evaluateLinkage(schema, { flags: ['a'] }).note).toBeUndefined();
  });

  it('a later matching entry wins for the same target', () => {
    expect(evaluateLinkage(schema, { type: 1, flags: ['urgent'] }).note).toEqual({ hidden: true, required: true });
  });

  it('switching the watched value back undoes the effect (state falls back to the schema)', () => {
    const linkage = compileLinkage(schema);
    const state = applyFieldPermissions(schema).certificate!;
    expect(state.hidden).toBe(true);
    const shown = withLinkage(state, linkage.stateOf('certificate', (name) => ({ type: 2 })[name as 'type']));
    expect(shown).toMatchObject({ hidden: false, required: true });
    expect(effectiveRequired(shown)).toBe(true);
    const back = withLinkage(state, linkage.stateOf('certificate', () => undefined));
    expect(back).toMatchObject({ hidden: true, required: false });
  });

  it('lists the fields each target watches, for per-field subscriptions', () => {
    expect(linkageDependencies(schema)).toEqual({ certificate: ['type'], note: ['type', 'flags'] });
    expect(compileLinkage(schema).targets).toEqual({ type: ['certificate', 'note'], flags: ['note'] });
  });
});

describe('field permissions per node', () => {
  it('node flags override the schema for the fields they list; others keep the schema', () => {
    const states = applyFieldPermissions(schema, [
      { name: 'type', disabled: true },
      { name: 'note', required: true, defaultValue: '无' },
    ]);
    expect(states.type).toMatchObject({ disabled: true, required: false, hidden: false });
    expect(states.note).toMatchObject({ required: true, defaultValue: '无', disabled: false });
    expect(states.flags).toMatchObject({ disabled: false, required: false, hidden: false });
    expect(states.certificate).toMatchObject({ hidden: true });
  });

  it('accepts a record keyed by name as well as a list of rows', () => {
    const states = applyFieldPermissions(schema, { note: { name: 'note', hidden: true } });
    expect(states.note!.hidden).toBe(true);
  });

  it('a field the node hides stays hidden whatever linkage says', () => {
    const states = applyFieldPermissions(schema, [{ name: 'certificate', hidden: true }]);
    expect(withLinkage(states.certificate!, { hidden: false, required: true })).toMatchObject({ hidden: true });
    expect(effectiveRequired(withLinkage(states.certificate!, { hidden: false, required: true }))).toBe(false);
  });

  it('the opinion (reason) field is visible and writable and is named by reasonField', () => {
    const rows = [{ name: 'note', reason: true, disabled: true, hidden: true }];
    expect(applyFieldPermissions(schema, rows).note).toMatchObject({ reason: true, hidden: false, disabled: false, readonly: false });
    expect(reasonField(rows)).toBe('note');
    expect(reasonField([])).toBeUndefined();
  });

  it('required binds only writable fields', () => {
    const states = applyFieldPermissions(schema, [{ name: 'note', required: true, disabled: true }]);
    expect(effectiveRequired(states.note!)).toBe(false);
  });
});
