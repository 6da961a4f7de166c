import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from './index.ts';

/** Toggles zh ↔ en; the label names the language it switches to. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Button type="text" data-testid="language-switch" onClick={() => void changeLanguage(i18n.language === 'en' ? 'zh' : 'en')}>
      {t('app.switchLanguage')}
    </Button>
  );
}
