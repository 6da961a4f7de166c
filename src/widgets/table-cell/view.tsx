/**
 * table-cell: the table view lays out its own cells (a <td> must sit in its <tr>), so this view only
 * serves a cell met outside a table (a hand-edited schema): its widgets in a plain block.
 */
import type { ContainerViewProps } from '../view-contract.ts';
import { classNames } from '../grid/container-kit.ts';

export function TableCellView({ widget, renderWidgets }: ContainerViewProps) {
  return <div className={classNames('fh-table-cell', widget.options.customClass)}>{renderWidgets(widget.widgetList ?? [], `${widget.id}-`)}</div>;
}
