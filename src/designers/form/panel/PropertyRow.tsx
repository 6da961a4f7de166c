/** One property: its label, its editor, and the refusal of the last change under it. */
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { I18nText, PropertySpec } from '../../../widgets/designer-contract.ts';
import type { EditorContext } from '../editors/contract.ts';
import { EditorFor, PLAIN_KINDS, WIDE_KINDS } from './editor-map.tsx';

interface Props {
  spec: PropertySpec;
  value: unknown;
  /** Dispatches the change as a core command; answers the refusal. */
  commit(key: string, value: unknown, typing?: boolean): I18nText | null;
  context: EditorContext;
  /** Prefix of the DOM ids (the widget id or 'form'). */
  scope: string;
}

/**
 * A keystroke changes the edited widget, so every row gets a new context: a row re-renders only for
 * its own value, unless its editor reads the widget through the context (linkage, calculation …).
 */
function sameRow(before: Props, after: Props): boolean {
  if (before.spec !== after.spec || before.value !== after.value || before.commit !== after.commit || before.scope !== after.scope) return false;
  return before.context === after.context || PLAIN_KINDS.has(after.spec.editor.kind);
}

export const PropertyRow = memo(function PropertyRow({ spec, value, commit, context, scope }: Props) {
  const { t } = useTranslation('designer');
  const [refusal, setRefusal] = useState<I18nText | null>(null);
  const id = `fh-prop-${scope}-${spec.key.replace(/\W/g, '-')}`;
  const wide = WIDE_KINDS.has(spec.editor.kind);
  const onChange = (next: unknown, typing?: boolean) => {
    const answer = commit(spec.key, next, typing);
    setRefusal(answer);
    return answer;
  };
  return (
    <div className={`fh-prop-row${wide ? ' fh-prop-row-wide' : ''}`} data-prop={spec.key}>
      <label className="fh-prop-label" htmlFor={id} title={spec.key}>
        {t(spec.label)}
      </label>
      <div className="fh-prop-editor">
        <EditorFor id={id} spec={spec} value={value} onChange={onChange} context={context} />
        {refusal ? (
          <div role="alert" className="fh-editor-error">
            {t(refusal.key, refusal.params)}
          </div>
        ) : null}
      </div>
    </div>
  );
}, sameRow);
