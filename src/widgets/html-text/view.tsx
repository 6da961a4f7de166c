/** html-text: htmlContent, sanitised before it reaches the page. */
import { useMemo } from 'react';
import type { ActionFieldProps } from '../field-kit.ts';
import { sanitizeFormHtml } from './sanitize.ts';

export function HtmlTextView(props: ActionFieldProps<unknown>) {
  const content = props.widget.options.htmlContent;
  const html = useMemo(() => sanitizeFormHtml(content), [content]);
  // Safe: sanitizeFormHtml keeps only the tags, attributes, schemes and styles it lists.
  // oxlint-disable-next-line react/no-danger
  return <div className="fh-html-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
