/**
 * What the engine does with a panel choice, said under it (texts under 'engine' in i18n-engine.ts):
 * secondary text, or a warning when the choice as made will be refused at deploy or ignored when the
 * process runs.
 */
import { Typography } from 'antd';
import { usePdT } from './i18n-engine.ts';

export function EngineNote({ textKey, values, warn, testId }: { textKey: string; values?: Record<string, string>; warn: boolean; testId: string }) {
  const { t } = usePdT();
  return (
    <Typography.Text type={warn ? 'warning' : 'secondary'} data-testid={testId} data-warn={warn || undefined} style={{ fontSize: 12 }}>
      {t(`engine.${textKey}`, values)}
    </Typography.Text>
  );
}

/** The names the engine's sandbox takes for JavaScript (as src/server/bpm/engine/compile-scripts.ts reads them). */
export const isJavaScriptFormat = (format: string) => ['javascript', 'js', 'ecmascript'].includes(format.trim().toLowerCase());
