/**
 * The lint results under the canvas: errors then warnings, each naming its element; a click selects
 * the element on the canvas and scrolls to it. The canvas carries the same problems as badges.
 */
import { Button, List, Tag, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { usePdT } from '../i18n.ts';
import type { LintAnswer, LintItem } from '../tools-api.ts';

export interface LintPanelProps {
  result: LintAnswer;
  nameOf(elementId: string): string;
  /** The element a row names, and the rule that found it (its panel group opens). */
  onPick(elementId: string, rule: string): void;
  onClose(): void;
}

export function LintPanel({ result, nameOf, onPick, onClose }: LintPanelProps) {
  const { t } = usePdT();
  const rows: (LintItem & { level: 'error' | 'warning' })[] = [
    ...result.errors.map((e) => ({ ...e, level: 'error' as const })),
    ...result.warnings.map((w) => ({ ...w, level: 'warning' as const })),
  ];
  return (
    <div className="pd-lint" data-testid="pd-lint-panel">
      <div className="pd-lint-head">
        <Typography.Text strong>{t('lint.title')}</Typography.Text>
        <Tag color="red">{t('lint.errors', { count: result.errors.length })}</Tag>
        <Tag color="orange">{t('lint.warnings', { count: result.warnings.length })}</Tag>
        <Button size="small" type="text" icon={<CloseOutlined />} aria-label={t('cancel')} onClick={onClose} style={{ marginLeft: 'auto' }} />
      </div>
      {rows.length === 0 ? (
        <Typography.Text type="success" data-testid="pd-lint-none">{t('lint.none')}</Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={rows}
          renderItem={(row, index) => (
            <List.Item key={`${row.rule}-${row.elementId}-${index}`} className="pd-lint-row" data-testid="pd-lint-row" onClick={() => row.elementId && onPick(row.elementId, row.rule)}>
              <Tag color={row.level === 'error' ? 'red' : 'orange'}>{t(`lint.${row.level}`)}</Tag>
              <Typography.Text code>{row.elementId ? nameOf(row.elementId) : '—'}</Typography.Text> <span>{row.reason}</span>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
