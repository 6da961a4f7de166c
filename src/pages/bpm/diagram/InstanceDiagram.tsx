/**
 * An instance's diagram: the definition coloured by the instance's progress (highlight.ts), a legend of
 * the colours present, and the hover box of process-designer §9 for each element.
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstanceDetail } from '../api.ts';
import { when } from '../display.tsx';
import { BPM_NS } from '../i18n.ts';
import { copiedNames } from '../InstanceTimeline.tsx';
import { diagramMarks, graphOf, overlayOf, type MarkState, type OverlayFormat, type OverlayRow } from './highlight.ts';
import { ProcessDiagram } from './ProcessDiagram.tsx';

const LEGEND: readonly MarkState[] = ['todo', 'done', 'rejected', 'returned', 'cancelled'];

export function OverlayBox({ sections }: { sections: OverlayRow[][] }) {
  const { t } = useTranslation(BPM_NS);
  return (
    <>
      {sections.map((rows, index) => (
        <div className="fh-diagram-box-section" key={index}>
          {rows.map((row) => (
            <div className="fh-diagram-box-row" key={row.label} data-label={row.label}>
              <span>{t(`diagramView.label.${row.label}`)}</span>
              <span>{row.value}</span>
            </div>
          ))}
        </div>
      ))}
    </>
  );
}

export function InstanceDiagram({ detail, selected, onSelect, height }: { detail: InstanceDetail; selected?: string | undefined; onSelect?: (activityId: string) => void; height?: number }) {
  const { t } = useTranslation(BPM_NS);
  const xml = detail.bpmnXml;
  const graph = useMemo(() => (xml ? graphOf(xml) : undefined), [xml]);
  const marks = useMemo(() => (graph ? diagramMarks(detail, graph) : undefined), [detail, graph]);
  const format = useMemo<OverlayFormat>(() => ({ time: when, result: (code) => t(`resultName.${code}`, { defaultValue: String(code) }), copied: copiedNames }), [t]);
  const overlay = useCallback(
    (id: string) => {
      if (!graph) return null;
      const sections = overlayOf(detail, graph, id, format);
      return sections.length ? <OverlayBox sections={sections} /> : null;
    },
    [detail, graph, format],
  );
  const present = new Set(Object.values(marks?.elements ?? {}).map((m) => m.state));
  return (
    <div data-testid="instance-diagram">
      <ProcessDiagram xml={xml} marks={marks} selected={selected} onSelect={onSelect} overlay={overlay} height={height} />
      {present.size ? (
        <div className="fh-diagram-legend" data-testid="diagram-legend">
          {LEGEND.filter((s) => present.has(s)).map((s) => (
            <span key={s} className={`fh-legend-${s}`}>
              <i />
              <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{t(`diagramView.legend.${s}`)}</span>
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}
