/**
 * barcode: the value drawn as CODE128 into an svg. An empty, editable field gets a generated value
 * (date-time digits + 3 random digits) when it appears; the value can be regenerated while editable.
 */
import { Button, Space, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';
import { bool, locked, num, str, type ActionFieldProps } from '../field-kit.ts';
import { useWidgetsT } from '../i18n.ts';
import { barcodeValue, isBarcodeText } from '../../schemas/form/barcode.ts';

export function BarcodeView(props: ActionFieldProps<string | null | undefined>) {
  const { t } = useWidgetsT();
  const { options } = props.widget;
  const svg = useRef<SVGSVGElement>(null);
  const value = typeof props.value === 'string' ? props.value : props.value === null || props.value === undefined ? '' : String(props.value);
  const blocked = locked(props);
  const { onChange } = props;
  const drawable = isBarcodeText(value);

  useEffect(() => {
    if (!value && !blocked) onChange(barcodeValue());
  }, [value, blocked, onChange]);

  useEffect(() => {
    if (!svg.current || !drawable) return;
    try {
      JsBarcode(svg.current, value, {
        format: 'CODE128',
        width: num(options, 'barWidth', 2),
        height: num(options, 'barHeight', 60),
        displayValue: bool(options, 'displayValue', true),
        margin: 4,
      });
    } catch {
      // Printing the text under the bars measures it on a canvas; without one the bars are drawn alone.
      JsBarcode(svg.current, value, { format: 'CODE128', width: num(options, 'barWidth', 2), height: num(options, 'barHeight', 60), displayValue: false, margin: 4 });
    }
  }, [value, drawable, options]);

  return (
    <Space orientation="vertical" size={4} className="fh-barcode">
      {drawable && <svg ref={svg} role="img" aria-label={value} data-value={value} />}
      {value !== '' && !drawable && <Typography.Text type="danger">{t('barcode.invalid')}</Typography.Text>}
      {!blocked && (
        <Button size="small" icon={<ReloadOutlined />} onClick={() => onChange(barcodeValue())} aria-label={t('barcode.regenerate')}>
          {str(options, 'regenerateText') || t('barcode.regenerate')}
        </Button>
      )}
    </Space>
  );
}
