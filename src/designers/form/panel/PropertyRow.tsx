/** One property: its label, its editor, and the refusal of the last change under it. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { I18nText, PropertySpec } from '../../../widgets/designer-contract.ts';
import type { EditorContext } from '../editors/contract.ts';
import { EditorFor, WIDE_KINDS } from './editor-map.tsx';

interface Props {
  spec: PropertySpec;
  value: unknown;
  /** Dispatches the change as a core command; answers the refusal. */
  commit(key: string, value: unknown): I18nText | null;
  context: EditorContext;
  /** Prefix of the DOM ids (the widget id or 'form'). */
  scope: string;
}

export function PropertyRow({ spec, value, commit, context, scope }: Props) {
  const { t } = useTranslation('designer');
  const [refusal, setRefusal] = useState<I18nText | null>(null);
  const id = `fh-prop-${scope}-${spec.key.replace(/\W/g, '-')}`;
  const wide = WIDE_KINDS.has(spec.editor.kind);
  const onChange = (next: unknown) => {
    const answer = commit(spec.key, next);
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
}
