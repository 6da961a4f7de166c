/**
 * table: rows of table-cell with colspan/rowspan; cells covered by a merge (merged: true) are not
 * rendered. Cell width/height and the customised designer's borderColor / tableWidth are honoured.
 */
import type { CSSProperties } from 'react';
import type { Widget } from '../../schemas/form/types.ts';
import type { ContainerViewProps } from '../view-contract.ts';
import { classNames, compactStyle, cssLength, optionNumber, safeCss } from '../grid/container-kit.ts';

export function cellStyle(cell: Widget, tableBorder: string | undefined): CSSProperties {
  const options = cell.options;
  return compactStyle({
    width: cssLength(options.cellWidth),
    height: cssLength(options.cellHeight),
    borderColor: safeCss(options.borderColor) ?? tableBorder,
    wordBreak: options.wordBreak === true ? 'break-all' : undefined,
  });
}

export function TableView({ widget, renderWidgets, layoutType }: ContainerViewProps) {
  const options = widget.options;
  const border = safeCss(options.borderColor);
  const width = layoutType === 'H5' ? '100%' : (cssLength(options.tableWidth) ?? '100%');
  return (
    <div className="fh-table-wrap" style={{ overflowX: 'auto' }}>
      <table className={classNames('fh-form-table', options.customClass)} style={compactStyle({ width, ['--fh-table-border' as string]: border })}>
        <tbody>
          {(widget.rows ?? []).map((row, r) =>
            row.merged ? null : (
              <tr key={row.id ?? r}>
                {(row.cols ?? [])
                  .filter((cell) => cell && !cell.merged)
                  .map((cell, c) => (
                    <td
                      key={cell.id ?? c}
                      colSpan={Math.max(1, optionNumber(cell.options?.colspan, 1))}
                      rowSpan={Math.max(1, optionNumber(cell.options?.rowspan, 1))}
                      className={classNames('fh-table-cell', cell.options?.customClass)}
                      data-widget={cell.options?.name}
                      style={cellStyle(cell, border)}
                    >
                      {cell.options?.hidden ? null : renderWidgets(cell.widgetList ?? [], `${cell.id}-`)}
                    </td>
                  ))}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
