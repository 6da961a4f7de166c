/** Picture upload: the file upload's snippets as a picture card list accepting image types. */
import { uploadExporter } from '../file-upload/upload-export.ts';

export const exporter = uploadExporter('picture-upload', true);
