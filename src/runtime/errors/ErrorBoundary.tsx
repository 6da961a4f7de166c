/**
 * Catches a page that throws while rendering: the error goes to the error log (spec §8) and the page
 * area shows what happened with a way out, while the shell around it keeps working.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { i18n } from '../i18n/index.ts';
import { isChunkLoadError } from './error-log.ts';
import { recordError } from './log-store.ts';

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    recordError(isChunkLoadError(error) ? 'chunk' : 'boundary', error, info.componentStack ?? '');
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const chunk = isChunkLoadError(error);
    return (
      <Result
        status="error"
        title={i18n.t(chunk ? 'errors.chunkError' : 'errors.routeError')}
        subTitle={error instanceof Error ? error.message : String(error)}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {i18n.t('errors.reload')}
          </Button>
        }
      />
    );
  }
}
