/** file-title (customised VForm of the corpus): a document heading; static text with its font options, centred and bold unless set. */
import { str, type ActionFieldProps } from '../field-kit.ts';
import { textStyle } from '../static-text/text-style.ts';

export function FileTitleView(props: ActionFieldProps<unknown>) {
  const { options } = props.widget;
  return (
    <div role="heading" aria-level={2} className="fh-file-title" style={{ textAlign: 'center', fontWeight: 'bold', ...textStyle(options) }}>
      {str(options, 'textContent')}
    </div>
  );
}
