/** The command stack by name ("设置 标签 → 请假天数"); a click jumps to the form as it was right after that step. */
import { useTranslation } from 'react-i18next';
import { designerText } from './notify.ts';
import { useDesignerSelector, useDesignerStore } from './store-hooks.ts';

export function HistoryPanel() {
  const { t } = useTranslation('designer');
  const store = useDesignerStore();
  // The form object changes with every step and jump; the history list is read with it.
  useDesignerSelector((current) => current.getState().form);
  const position = useDesignerSelector((current) => current.position());
  const steps = store.history();
  return (
    <ol className="fd-history" aria-label={t('ui.history')}>
      <li>
        <button type="button" className={position === -1 ? 'fd-history-current' : ''} onClick={() => store.jumpTo(-1)}>
          {t('ui.historyOpened')}
        </button>
      </li>
      {steps.map((step) => (
        <li key={step.index} className={step.index > position ? 'fd-history-undone' : ''}>
          <button type="button" className={position === step.index ? 'fd-history-current' : ''} onClick={() => store.jumpTo(step.index)} data-fd-step={step.index}>
            {step.index + 1}. {designerText(step.label)}
          </button>
        </li>
      ))}
      {steps.length === 0 ? <li className="fd-history-empty">{t('ui.historyEmpty')}</li> : null}
    </ol>
  );
}
