/**
 * sub-form: repeating rows of field widgets; the value is an array of row records under its name.
 * minNum rows at least (1 by default), showBlankRow, showRowNumber; add / insert / delete rows (the
 * renderer fires the row events). Each row's fields keep their own value, state and message.
 */
import { Button, Tooltip } from 'antd';
import { DeleteOutlined, PlusOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RepeatingView, RepeatingViewProps } from './rows-contract.ts';
import { classNames } from '../grid/container-kit.ts';

function SubFormViewImpl({ widget, rows, disabled, readOnly }: RepeatingViewProps) {
  const { t } = useTranslation('form');
  const options = widget.options;
  const editable = !disabled && !readOnly && options.disabled !== true;
  const label = typeof options.label === 'string' && options.labelHidden !== true ? options.label : '';
  const numbered = options.showRowNumber !== false;
  const fields = widget.widgetList ?? [];
  return (
    <div className={classNames('fh-subform', options.customClass)} data-subform={options.name}>
      {label ? <div className="fh-subform-label">{label}</div> : null}
      {rows.keys.map((key, index) => (
        <div className="fh-subform-row" key={key} data-row={index}>
          {numbered ? <div className="fh-subform-row-number">{index + 1}</div> : null}
          <div className="fh-subform-row-fields">{rows.renderRow(fields, index)}</div>
          {editable ? (
            <div className="fh-subform-row-actions">
              <Tooltip title={t('insertRow')}>
                <Button type="text" size="small" aria-label={t('insertRow')} icon={<VerticalAlignTopOutlined />} onClick={() => rows.insert(index)} />
              </Tooltip>
              <Tooltip title={t('deleteRow')}>
                <Button type="text" size="small" danger aria-label={t('deleteRow')} icon={<DeleteOutlined />} disabled={rows.keys.length <= rows.min} onClick={() => rows.remove(index)} />
              </Tooltip>
            </div>
          ) : null}
        </div>
      ))}
      {editable ? (
        <Button type="dashed" block icon={<PlusOutlined />} onClick={() => rows.add()} style={{ marginTop: 8 }}>
          {t('addRow')}
        </Button>
      ) : null}
    </div>
  );
}

export const SubFormView: RepeatingView = Object.assign(
  // The renderer passes `rows` to a view marked `repeats`.
  SubFormViewImpl as unknown as RepeatingView,
  { repeats: true as const },
);
