/** tab-pane: the widgets of one tab (the tab view gives it its label and disabled flag). */
import type { ContainerViewProps } from '../view-contract.ts';
import { classNames } from '../grid/container-kit.ts';

export function TabPaneView({ widget, renderWidgets }: ContainerViewProps) {
  return <div className={classNames('fh-tab-pane', widget.options.customClass)}>{renderWidgets(widget.widgetList ?? [], `${widget.id}-`)}</div>;
}
