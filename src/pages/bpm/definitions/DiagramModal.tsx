/**
 * A definition's diagram in a modal (full screen on a phone). The viewer is the shared read-only
 * ProcessDiagram (src/pages/bpm/diagram), loaded only when a diagram is opened, since bpmn-js is large.
 * Until that viewer exists in the build, the modal shows the BPMN XML the server answered, so the
 * definition can still be read.
 */
import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';
import { Alert, Modal, Spin, Typography } from 'antd';
import { errorText } from '../../../runtime/api/client.ts';
import { useWidthClass } from '../../../runtime/shell/useWidthClass.ts';
import { definitionsApi, type DefinitionRow } from './api.ts';
import { useDefinitionsT } from './parts.tsx';

type DiagramProps = { xml: string; height?: number };
// A glob rather than a plain import: it finds nothing (and the build still passes) while the viewer is not there.
type ViewerModule = { ProcessDiagram?: ComponentType<DiagramProps>; default?: ComponentType<DiagramProps> };
const viewers = import.meta.glob<ViewerModule>('../diagram/ProcessDiagram.tsx');
const loadViewer = viewers['../diagram/ProcessDiagram.tsx'];
const ProcessDiagram = loadViewer
  ? lazy(() => loadViewer().then((module) => ({ default: (module.ProcessDiagram ?? module.default)! })))
  : undefined;

export function DiagramModal({ row, onClose }: { row: DefinitionRow; onClose: () => void }) {
  const { t } = useDefinitionsT();
  const narrow = useWidthClass() === 0;
  const [state, setState] = useState<{ xml?: string; error?: string }>({});
  useEffect(() => {
    const controller = new AbortController();
    definitionsApi.xml(row.id, controller.signal).then(
      (answer) => setState({ xml: answer.xml }),
      (e: unknown) => !controller.signal.aborted && setState({ error: errorText(e, t('diagramFailed')) }),
    );
    return () => controller.abort();
  }, [row.id, t]);
  const height = narrow ? Math.max(320, window.innerHeight - 160) : 560;
  const loading = <Spin tip={t('diagramLoading')} style={{ display: 'block', padding: 48 }}><div /></Spin>;
  return (
    <Modal
      open
      title={t('diagramTitle', { name: row.name, version: row.version })}
      onCancel={onClose}
      footer={null}
      width={narrow ? '100%' : 1100}
      style={narrow ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
      destroyOnHidden
    >
      <div data-testid="definition-diagram" data-loaded={state.xml !== undefined ? 'true' : 'false'}>
        {state.error ? (
          <Alert type="error" showIcon title={t('diagramFailed')} description={state.error} />
        ) : state.xml === undefined ? (
          loading
        ) : ProcessDiagram ? (
          <Suspense fallback={loading}>
            <ProcessDiagram xml={state.xml} height={height} />
          </Suspense>
        ) : (
          <>
            <Alert type="info" showIcon title={t('diagramViewerMissing')} style={{ marginBottom: 8 }} />
            <Typography.Paragraph>
              <pre data-testid="definition-xml" style={{ maxHeight: height, overflow: 'auto', fontSize: 12, margin: 0 }}>
                {state.xml}
              </pre>
            </Typography.Paragraph>
          </>
        )}
      </div>
    </Modal>
  );
}
