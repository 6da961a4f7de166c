/** Copy and download of generated text ('Copy succeed' / 'Copy failed' of form-designer §2). */
import { toast, uiText } from './notify.ts';

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast('success', uiText('copySucceed'));
    return true;
  } catch {
    toast('error', uiText('copyFailed'));
    return false;
  }
}

export function downloadText(fileName: string, text: string, mime = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${mime};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
