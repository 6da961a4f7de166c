/** Date range: the kit's date picker as a range (daterange / two date inputs / RangePicker); the value is [start, end]. */
import { datePickerExporter } from '../export-kit.ts';

export const exporter = datePickerExporter('date-range', true);
