/** Person picker: see ./pick-export.ts. */
import { pickerExporter } from './pick-export.ts';

export const exporter = pickerExporter('person');
