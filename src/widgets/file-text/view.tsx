/** file-text (customised VForm of the corpus): a line of document text with its font options. */
import { cssLength, str, type ActionFieldProps } from '../field-kit.ts';
import { textStyle } from '../static-text/text-style.ts';

export function FileTextView(props: ActionFieldProps<unknown>) {
  const { options } = props.widget;
  return (
    <div className="fh-file-text" style={{ whiteSpace: 'pre-wrap', width: cssLength(options.width) ?? '100%', ...textStyle(options) }}>
      {str(options, 'textContent')}
    </div>
  );
}
