/** Date: the kit's date picker (el-date-picker / a date or datetime-local input / antd DatePicker). */
import { datePickerExporter } from '../export-kit.ts';

export const exporter = datePickerExporter('date', false);
