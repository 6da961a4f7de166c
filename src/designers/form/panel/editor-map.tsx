/**
 * One editor per PropertyEditor kind. The map is over editor kinds, never widget types: a new widget
 * reuses these, a new kind of value adds one entry here.
 */
import { lazy, Suspense } from 'react';
import type { PropertyEditor } from '../../../widgets/designer-contract.ts';
import type { EditorComponent, EditorProps } from '../editors/contract.ts';
import { ColorEditor, JsonEditor, NumberEditor, SelectEditor, SwitchEditor, TextareaEditor, TextEditor } from '../editors/basic-editors.tsx';
import { CalculationEditor } from '../editors/CalculationEditor.tsx';
import { ChildrenEditor } from '../editors/ChildrenEditor.tsx';
import { DaysEditor } from '../editors/DaysEditor.tsx';
import { LinkageEditor } from '../editors/LinkageEditor.tsx';
import { NameEditor } from '../editors/NameEditor.tsx';
import { OptionItemsEditor } from '../editors/OptionItemsEditor.tsx';
import { TemplateEditor } from '../editors/TemplateEditor.tsx';

// Not needed until a rule is edited; its module pulls in the pattern engine's loader.
const LazyValidation = lazy(() => import('../editors/ValidationEditor.tsx').then((module) => ({ default: module.ValidationEditor })));
const LazyCode = lazy(() => import('../editors/CodeEditor.tsx').then((module) => ({ default: module.CodeEditor })));

type EditorMap = { [K in PropertyEditor['kind']]: EditorComponent<Extract<PropertyEditor, { kind: K }>> };

export const editors: EditorMap = {
  text: TextEditor,
  textarea: TextareaEditor,
  number: NumberEditor,
  switch: SwitchEditor,
  select: SelectEditor,
  name: NameEditor,
  optionItems: OptionItemsEditor,
  validation: (props) => (
    <Suspense fallback={null}>
      <LazyValidation {...props} />
    </Suspense>
  ),
  linkage: LinkageEditor,
  calculation: CalculationEditor,
  template: TemplateEditor,
  days: DaysEditor,
  code: (props) => (
    <Suspense fallback={null}>
      <LazyCode {...props} />
    </Suspense>
  ),
  json: JsonEditor,
  color: ColorEditor,
  children: ChildrenEditor,
};

/**
 * The editors that read nothing but their own value (not context.widget, not the form): their row
 * need not re-render when another property of the widget changes. A kind not listed is re-rendered.
 */
export const PLAIN_KINDS: ReadonlySet<PropertyEditor['kind']> = new Set(['text', 'textarea', 'number', 'switch', 'select', 'name', 'optionItems', 'json', 'color']);

/** The editors whose content needs the row's full width, under the label. */
export const WIDE_KINDS: ReadonlySet<PropertyEditor['kind']> = new Set(['textarea', 'optionItems', 'validation', 'linkage', 'calculation', 'template', 'days', 'json', 'children']);

export function EditorFor(props: EditorProps) {
  const Editor = editors[props.spec.editor.kind] as EditorComponent;
  return <Editor {...props} />;
}
