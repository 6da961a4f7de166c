/** File upload: see ./upload-export.ts. */
import { uploadExporter } from './upload-export.ts';

export const exporter = uploadExporter('file-upload', false);
