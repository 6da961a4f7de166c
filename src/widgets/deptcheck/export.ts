/** Department checker: a picker of organisations (see ../person/pick-export.ts). */
import { pickerExporter } from '../person/pick-export.ts';

export const exporter = pickerExporter('deptcheck');
