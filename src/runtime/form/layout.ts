/** The form configuration's layout settings read as antd props, with the spec's defaults (§3). */
import type { FormConfig, WidgetOptions } from '../../schemas/form/types.ts';
import type { ControlSize, FormLayoutType } from '../../widgets/view-contract.ts';

export interface FormLayout {
  layoutType: FormLayoutType;
  size: ControlSize;
  labelWidth: number;
  /** 'top' puts labels above the controls (always so on H5). */
  labelPosition: 'left' | 'top' | 'right';
  labelAlign: 'left' | 'center' | 'right';
}

/** VForm sizes (element-ui names) to antd's three. */
export function controlSize(size: unknown, fallback: ControlSize = 'middle'): ControlSize {
  switch (size) {
    case 'large':
      return 'large';
    case 'small':
    case 'mini':
      return 'small';
    case 'medium':
    case 'default':
    case 'middle':
      return 'middle';
    default:
      return fallback;
  }
}

function layoutTypeOf(value: unknown): FormLayoutType {
  return value === 'H5' || value === 'Pad' ? value : 'PC';
}

export function layoutOf(config: Partial<FormConfig> | undefined, layoutOverride?: FormLayoutType): FormLayout {
  const layoutType = layoutOverride ?? layoutTypeOf(config?.layoutType);
  const mobile = layoutType === 'H5';
  const width = Number(config?.labelWidth);
  const align = config?.labelAlign === 'label-right-align' ? 'right' : config?.labelAlign === 'label-center-align' ? 'center' : 'left';
  return {
    layoutType,
    // Touch targets on phones: the large controls.
    size: mobile ? 'large' : controlSize(config?.size),
    labelWidth: Number.isFinite(width) && width >= 0 ? width : 80,
    labelPosition: mobile ? 'top' : config?.labelPosition === 'top' ? 'top' : config?.labelPosition === 'right' ? 'right' : 'left',
    labelAlign: config?.labelPosition === 'right' ? 'right' : align,
  };
}

/** A widget's own label settings over the form's (labelWidth null or '' = the form's). */
export function itemLabel(layout: FormLayout, options: WidgetOptions): { width: number; align: FormLayout['labelAlign'] } {
  const own = Number(options.labelWidth);
  const width = options.labelWidth !== null && options.labelWidth !== undefined && options.labelWidth !== '' && Number.isFinite(own) ? own : layout.labelWidth;
  const align =
    options.labelAlign === 'label-right-align' ? 'right' : options.labelAlign === 'label-center-align' ? 'center' : options.labelAlign === 'label-left-align' ? 'left' : layout.labelAlign;
  return { width, align };
}

/** customClass as VForm writes it: a string or a list of strings. */
export function classList(value: unknown): string {
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'string').join(' ');
  return typeof value === 'string' ? value : '';
}
