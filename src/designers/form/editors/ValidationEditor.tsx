/**
 * validation + validationHint: a named validator or a custom regular expression. The pattern is judged
 * by the same module the server uses (src/schemas/form/pattern.ts, RE2): what this editor accepts the
 * server accepts, and a refused pattern shows the server's reason before the form is ever saved.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { compilePattern, loadPatternEngine, patternEngineLoaded } from '../../../schemas/form/pattern.ts';
import { NAMED_VALIDATORS, isNamedValidator, runValidation } from '../../../schemas/form/validators.ts';
import { labelOf } from '../../../schemas/form/walk.ts';
import type { I18nText, PropertyEditor } from '../../../widgets/designer-contract.ts';
import type { EditorProps } from './contract.ts';
import { asText } from './basic-editors.tsx';
import { useDraft } from './use-draft.ts';

type Props = EditorProps<Extract<PropertyEditor, { kind: 'validation' }>>;

const NONE = '';
const REGEXP = '__regExp';

function useEngine(): boolean {
  const [ready, setReady] = useState(patternEngineLoaded());
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadPatternEngine().then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/**
 * A pattern is committed only once the engine that judges it is loaded: before, the check would
 * refuse it for want of an engine. The draft stays in the input meanwhile and is committed (and
 * judged, as the server judges it) when the load finishes.
 */
function useJudgedCommit(onChange: Props['onChange']): (next: unknown, typing?: boolean) => I18nText | null {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  return useCallback((next: unknown, typing?: boolean) => {
    // Half a pattern while typing: the editor shows its verdict itself; the core judges it on blur.
    if (typing && patternEngineLoaded() && typeof next === 'string' && next.trim() !== '') {
      const verdict = compilePattern(next.trim());
      if (!verdict.ok) return { key: 'check.badPattern', params: { zh: verdict.reason.zh, en: verdict.reason.en } };
    }
    if (patternEngineLoaded()) return latest.current(next, typing);
    void loadPatternEngine().then(
      () => latest.current(next, typing),
      () => undefined,
    );
    return { key: 'editor.validation.loading' };
  }, []);
}

export function ValidationEditor({ id, value, onChange, context }: Props) {
  const { t, i18n } = useTranslation('designer');
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const ready = useEngine();
  const setting = asText(value).trim();
  const [custom, setCustom] = useState(setting !== '' && !isNamedValidator(setting));
  // Choosing "custom" shows the pattern input before any pattern is stored.
  const mode = custom || (setting !== '' && !isNamedValidator(setting)) ? REGEXP : setting;
  const commitPattern = useJudgedCommit(onChange);
  const pattern = useDraft(mode === REGEXP && !isNamedValidator(setting) ? asText(value) : '', commitPattern);
  const hint = useDraft(asText(context.widget?.options.validationHint), (next, typing) => context.setOther('validationHint', next, typing));
  const [sample, setSample] = useState('');

  const draftPattern = pattern.shown.trim();
  const verdict = mode === REGEXP && draftPattern !== '' && ready ? compilePattern(draftPattern) : undefined;
  const label = context.widget ? labelOf(context.widget) : '';
  const sampleMessage = sample !== '' && setting !== '' && ready ? runValidation(setting, sample, label, lang, asText(context.widget?.options.validationHint)) : undefined;

  const choices = [
    { value: NONE, label: t('editor.validation.none') },
    ...Object.keys(NAMED_VALIDATORS).map((name) => ({ value: name, label: t(`editor.validation.named.${name}`) })),
    { value: REGEXP, label: t('editor.validation.regExp') },
  ];

  return (
    <div className="fh-validation-editor">
      <Select
        id={id}
        size="small"
        style={{ width: '100%' }}
        aria-label={t('editor.validation.rule')}
        value={mode}
        options={choices}
        // Eleven short choices: all rendered, none hidden behind a virtual scroll.
        virtual={false}
        onChange={(next: string) => {
          setCustom(next === REGEXP);
          if (next === REGEXP) return;
          onChange(next);
        }}
      />
      {mode === REGEXP ? (
        <>
          <Input
            size="small"
            spellCheck={false}
            style={{ marginTop: 4, fontFamily: 'monospace' }}
            aria-label={t('editor.validation.pattern')}
            placeholder="/^\d{6}$/"
            value={pattern.shown}
            onChange={(event) => pattern.change(event.target.value)}
            onBlur={pattern.flush}
            onPressEnter={pattern.flush}
          />
          {!ready ? <Typography.Text type="secondary">{t('editor.validation.loading')}</Typography.Text> : null}
          {verdict && !verdict.ok ? (
            <div role="alert" className="fh-editor-error">
              {verdict.reason[lang]}
            </div>
          ) : null}
        </>
      ) : null}
      {mode !== NONE ? (
        <>
          <Input
            size="small"
            style={{ marginTop: 4 }}
            aria-label={t('editor.validation.hint')}
            placeholder={t('editor.validation.hintPlaceholder')}
            value={hint.shown}
            onChange={(event) => hint.change(event.target.value)}
            onBlur={hint.flush}
            onPressEnter={hint.flush}
          />
          <Input size="small" style={{ marginTop: 4 }} aria-label={t('editor.validation.sample')} placeholder={t('editor.validation.sample')} value={sample} onChange={(event) => setSample(event.target.value)} />
          {sample !== '' && setting !== '' && ready ? (
            <Typography.Text type={sampleMessage ? 'danger' : 'success'} className="fh-validation-sample">
              {sampleMessage ?? t('editor.validation.sampleOk')}
            </Typography.Text>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
