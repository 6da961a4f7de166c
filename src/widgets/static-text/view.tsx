/** static-text: textContent with its font options; markStar puts the red required star before it. */
import { bool, str, type ActionFieldProps } from '../field-kit.ts';
import { textStyle } from './text-style.ts';

export function StaticTextView(props: ActionFieldProps<unknown>) {
  const { options } = props.widget;
  return (
    <div className="fh-static-text" style={{ whiteSpace: 'pre-wrap', ...textStyle(options) }}>
      {bool(options, 'markStar') && (
        <span style={{ color: '#ff4d4f', marginInlineEnd: 4 }} aria-hidden="true">
          *
        </span>
      )}
      {str(options, 'textContent')}
    </div>
  );
}
