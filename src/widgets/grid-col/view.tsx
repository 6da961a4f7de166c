/**
 * grid-col: one column of a grid. span 12 by default; offset, push, pull; with `responsive` on, md, sm
 * and xs spans per screen width. On phones (H5) every column takes the full width.
 */
import { Col, type ColProps } from 'antd';
import type { WidgetOptions } from '../../schemas/form/types.ts';
import type { ContainerViewProps, FormLayoutType } from '../view-contract.ts';
import { classNames, optionNumber } from '../grid/container-kit.ts';

export function colProps(options: WidgetOptions, layoutType: FormLayoutType): ColProps {
  if (layoutType === 'H5') return { span: 24 };
  const span = optionNumber(options.span, 12);
  const props: ColProps = { span, offset: optionNumber(options.offset, 0), push: optionNumber(options.push, 0), pull: optionNumber(options.pull, 0) };
  if (options.responsive === true || layoutType === 'Pad') {
    props.md = optionNumber(options.md, span);
    props.sm = optionNumber(options.sm, span);
    props.xs = optionNumber(options.xs, 24);
  }
  return props;
}

export function GridColView({ widget, renderWidgets, layoutType }: ContainerViewProps) {
  return (
    <Col {...colProps(widget.options, layoutType)} className={classNames('fh-grid-col', widget.options.customClass)}>
      {renderWidgets(widget.widgetList ?? [], `${widget.id}-`)}
    </Col>
  );
}
