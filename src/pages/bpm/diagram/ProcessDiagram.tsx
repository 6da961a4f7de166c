/**
 * A read-only BPMN diagram. bpmn-js is loaded with the first diagram shown, so the list pages never
 * load it. With only `xml` it is a plain definition diagram; `marks` colour it (see highlight.ts),
 * `selected` / `onSelect` tie it to something else on the page, `overlay` fills the hover box.
 */
import { lazy, Suspense, useState } from 'react';
import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { BPM_NS } from '../i18n.ts';
import type { ProcessDiagramProps } from './Viewer.tsx';
import { viewerChunk } from './viewer-chunk.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './diagram.css';
// oxlint-disable-next-line import/no-unassigned-import -- the texts register themselves
import './i18n.ts';

export type { ProcessDiagramProps };

const LazyViewer = lazy(viewerChunk.start);

export function ProcessDiagram(props: Omit<ProcessDiagramProps, 'xml'> & { xml: string | null | undefined }) {
  const { t } = useTranslation(BPM_NS);
  // Kept for the life of this diagram: a switch from the lazy to the loaded viewer would remount it.
  const [LoadedViewer] = useState(viewerChunk.loaded);
  const { xml, height = 420 } = props;
  if (!xml) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('diagramView.none')} data-testid="diagram-none" />;
  if (LoadedViewer) return <LoadedViewer {...props} xml={xml} height={height} />;
  return (
    <Suspense
      fallback={
        <div className="fh-diagram-cover" style={{ height, position: 'relative' }} data-testid="diagram-loading">
          <Spin />
        </div>
      }
    >
      <LazyViewer {...props} xml={xml} height={height} />
    </Suspense>
  );
}
