/**
 * dynamic: the dynamic container, a block whose widgets scripts show, hide and fill at run time
 * (through setHidden / setFieldValue on the names inside). It adds no layout of its own.
 */
import type { ContainerViewProps } from '../view-contract.ts';
import { classNames } from '../grid/container-kit.ts';

export function DynamicView({ widget, renderWidgets }: ContainerViewProps) {
  return <div className={classNames('fh-dynamic', widget.options.customClass)}>{renderWidgets(widget.widgetList ?? [], `${widget.id}-`)}</div>;
}
