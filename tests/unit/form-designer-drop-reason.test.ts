/**
 * The canvas' drop check while dragging (ui/drop-rules.ts) answers why a place is refused, so the red
 * insertion line can say it: the sub-form's "accepts field widgets only", the grid's "grid columns only",
 * an internal child outside its container, a widget into itself, an unknown palette type; and null where
 * the drop is allowed. The texts are the core's, in zh and en.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../src/runtime/i18n/index.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the containers' refusals (designer ns)
import '../../src/widgets/container-designer-i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- widget names the refusals name
import '../../src/widgets/designer-i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the core's refusals
import '../../src/designers/form/core/i18n.ts';
import { commands, createDesignerStore, emptyForm } from '../../src/designers/form/ui/core-link.ts';
import { checkDrop, dropAllowed } from '../../src/designers/form/ui/drop-rules.ts';
import { designerText } from '../../src/designers/form/ui/notify.ts';
import type { DesignerStore } from '../../src/designers/form/core/contract.ts';

let store: DesignerStore;
let subForm: string;
let grid: string;
let col: string;
let input: string;

beforeAll(async () => {
  // The app's instance, as the canvas uses it; its text modules add their bundles once it is initialised.
  await i18n.init({ lng: 'zh', resources: {}, interpolation: { escapeValue: false }, showSupportNotice: false });
  store = createDesignerStore(emptyForm());
  for (const [index, type] of ['sub-form', 'grid', 'input'].entries()) {
    const result = store.dispatch(commands.addWidget(type, { parentId: null, index }));
    if (!result.ok) throw new Error(`adding ${type} was refused`);
  }
  const [s, g, i] = store.getState().form.widgetList;
  subForm = s!.id;
  grid = g!.id;
  input = i!.id;
  col = g!.cols![0]!.id;
});

const palette = (type: string) => ({ source: 'palette' as const, type });
const moving = (id: string) => ({ source: 'canvas' as const, id, type: store.getWidget(id)!.type });
const into = (ownerId: string | null) => ({ ownerId, list: 'widgetList' as const, index: 0 });

describe('checkDrop while dragging', () => {
  it('allows what the containers accept, with no reason', () => {
    expect(checkDrop(store, palette('input'), into(subForm))).toBeNull();
    expect(checkDrop(store, palette('grid'), into(null))).toBeNull();
    expect(checkDrop(store, palette('input'), into(col))).toBeNull();
    expect(checkDrop(store, moving(input), into(subForm))).toBeNull();
    expect(dropAllowed(store, moving(input), into(col))).toBe(true);
  });

  it('names the refusal: a container into a sub-form, a field into a grid, a column outside its grid', () => {
    expect(checkDrop(store, palette('grid'), into(subForm))).toEqual({ key: 'error.subFormFieldsOnly', params: { widget: 'widget.grid', parent: 'widget.sub-form' } });
    expect(checkDrop(store, moving(grid), into(subForm))).toMatchObject({ key: 'error.subFormFieldsOnly' });
    expect(checkDrop(store, palette('input'), into(grid))).toMatchObject({ key: 'error.gridColsOnly' });
    expect(checkDrop(store, moving(col), into(null))).toMatchObject({ key: 'error.internalWidget', params: { widget: 'widget.grid-col' } });
    expect(dropAllowed(store, palette('grid'), into(subForm))).toBe(false);
  });

  it('refuses a widget into itself or its own child, an unknown type, a widget no longer there', () => {
    expect(checkDrop(store, moving(grid), into(col))).toEqual({ key: 'error.dropIntoItself' });
    expect(checkDrop(store, palette('no-such-widget'), into(null))).toEqual({ key: 'error.unknownType', params: { type: 'no-such-widget' } });
    expect(checkDrop(store, { source: 'canvas', id: 'gone', type: 'input' }, into(null))).toMatchObject({ key: 'error.widgetMissing' });
  });

  it('the reason reads as the sub-form refusal in zh and en', async () => {
    const reason = checkDrop(store, palette('grid'), into(subForm))!;
    await i18n.changeLanguage('zh');
    expect(designerText(reason)).toBe('子表单只能放入字段组件');
    await i18n.changeLanguage('en');
    expect(designerText(reason)).toBe('A sub-form accepts field widgets only');
    const itself = designerText(checkDrop(store, moving(grid), into(col))!);
    expect(itself).not.toMatch(/error\./);
    expect(itself.length).toBeGreaterThan(5);
  });
});
