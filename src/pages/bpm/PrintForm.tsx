/** The print view's form values as a two-column sheet of label and text (print-values.ts decides the text). */
import { useTranslation } from 'react-i18next';
import type { Widget } from '../../schemas/form/types.ts';
import { BPM_NS } from './i18n.ts';
import { printEntries, type PrintValue } from './print-values.ts';

function Value({ value, alt }: { value: PrintValue; alt: string }) {
  if (value.kind === 'images') return value.images.map((src) => <img key={src.slice(-24)} src={src} alt={alt} className="fh-print-value-image" />);
  return value.text === '' ? '—' : value.text;
}

export function PrintForm({ form, data }: { form: { widgetList: Widget[] }; data: Record<string, unknown> }) {
  const { t } = useTranslation(BPM_NS);
  const entries = printEntries(form, data, { yes: t('fixes.yes'), no: t('fixes.no') });
  return (
    <table className="fh-print-table fh-print-values" data-testid="print-values">
      <tbody>
        {entries.map((entry) =>
          entry.kind === 'field' ? (
            <tr key={entry.name} data-field={entry.name}>
              <th>{entry.label}</th>
              <td className="fh-print-value">
                <Value value={entry.value} alt={entry.label} />
              </td>
            </tr>
          ) : (
            <tr key={entry.name} data-field={entry.name}>
              <th>{entry.label}</th>
              <td>
                {entry.rows.length === 0 ? (
                  '—'
                ) : (
                  <table className="fh-print-table">
                    <thead>
                      <tr>
                        {entry.columns.map((column) => (
                          <th key={column.name}>{column.label}</th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {entry.rows.map((row, n) => (
                        // oxlint-disable-next-line react/no-array-index-key -- rows have no id; their order is their identity
                        <tr key={n}>
                          {row.map((value, k) => (
                            <td key={entry.columns[k]!.name} className="fh-print-value">
                              <Value value={value} alt={entry.columns[k]!.label} />
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </td>
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}
