/**
 * card: a titled card (label) that can fold and unfold (showFold; folded = starts folded), cardWidth,
 * shadow never / hover / always. Folding only hides the body: the fields keep their values and rules.
 */
import { useState } from 'react';
import { Button, Card } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ContainerViewProps } from '../view-contract.ts';
import { classNames, cssLength } from '../grid/container-kit.ts';

export function CardView({ widget, renderWidgets }: ContainerViewProps) {
  const { t } = useTranslation('form');
  const options = widget.options;
  const [folded, setFolded] = useState(options.folded === true);
  const shadow = options.shadow === 'always' || options.shadow === 'hover' ? options.shadow : 'never';
  const title = typeof options.label === 'string' ? options.label : undefined;
  return (
    <Card
      size="small"
      title={title}
      className={classNames('fh-card', `fh-form-card-shadow-${shadow}`, folded ? 'fh-card-folded' : '', options.customClass)}
      style={{ width: cssLength(options.cardWidth) ?? '100%', marginBottom: 12 }}
      extra={
        options.showFold === false ? null : (
          <Button type="text" size="small" aria-expanded={!folded} aria-label={folded ? t('unfold') : t('fold')} icon={folded ? <DownOutlined /> : <UpOutlined />} onClick={() => setFolded(!folded)} />
        )
      }
      styles={folded ? { body: { display: 'none' } } : undefined}
    >
      <div hidden={folded}>{renderWidgets(widget.widgetList ?? [], `${widget.id}-`)}</div>
    </Card>
  );
}
