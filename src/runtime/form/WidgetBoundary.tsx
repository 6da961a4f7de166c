/** One broken widget shows its error in place; the rest of the form keeps working. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { recordError } from '../errors/log-store.ts';
import { formText } from './i18n.ts';

interface Props {
  type: string;
  children: ReactNode;
}

export class WidgetBoundary extends Component<Props, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    recordError('boundary', error, info.componentStack ?? '');
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    const message = this.state.error instanceof Error ? this.state.error.message : String(this.state.error);
    return (
      <div className="fh-form-widget-error" role="alert">
        {formText('widgetCrashed', { type: this.props.type, message })}
      </div>
    );
  }
}

/** A type neither the registry nor the corpus mapping knows: shown, named, never a crash. */
export function UnknownWidget({ type }: { type: string }) {
  const { t } = useTranslation('form');
  return (
    <div className="fh-form-unknown" data-unknown-type={type}>
      {t('unknownWidget', { type })}
    </div>
  );
}
