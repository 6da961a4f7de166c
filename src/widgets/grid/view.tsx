/** grid: a row of grid-col children (24-column antd Row; gutter 12 by default). */
import { Row } from 'antd';
import type { ContainerViewProps } from '../view-contract.ts';
import { classNames, optionNumber } from './container-kit.ts';

export function GridView({ widget, renderWidgets }: ContainerViewProps) {
  const options = widget.options;
  return (
    <Row gutter={optionNumber(options.gutter, 12)} className={classNames('fh-grid', options.customClass)}>
      {renderWidgets(widget.cols ?? [], `${widget.id}-`)}
    </Row>
  );
}
