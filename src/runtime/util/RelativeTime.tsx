import { useTranslation } from 'react-i18next';
import { relativeTime, type TimeInput } from './time.ts';

/** Spec §4 relative time in the current language: 刚刚 / n 分钟前 / n 小时前 / 1 天前 / the date. */
export function RelativeTime({ value, now }: { value: TimeInput; now?: number }) {
  const { t } = useTranslation();
  const relative = relativeTime(value, now);
  switch (relative.kind) {
    case 'justNow':
      return <>{t('time.justNow')}</>;
    case 'minutes':
      return <>{t('time.minutesAgo', { count: relative.count })}</>;
    case 'hours':
      return <>{t('time.hoursAgo', { count: relative.count })}</>;
    case 'oneDay':
      return <>{t('time.oneDayAgo')}</>;
    default:
      return <>{relative.text}</>;
  }
}
