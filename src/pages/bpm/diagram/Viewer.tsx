/**
 * The bpmn-js NavigatedViewer behind ProcessDiagram (loaded only when a diagram is shown): draws the
 * XML (laid out when it has no shapes), puts the marks on elements and flows, the pass counts as badges,
 * the selection, and the hover box. A selection made outside (the timeline) is centred; one made by a
 * click on the diagram is not moved.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Result, Spin, Tooltip, Typography } from 'antd';
import { CompressOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { useTranslation } from 'react-i18next';
import { BPM_NS } from '../i18n.ts';
import type { DiagramMarks } from './highlight.ts';
import { drawable } from './layout.ts';
import { attachTouch, clampZoom, ZOOM_STEP, type Navigable } from './touch.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import 'bpmn-js/dist/assets/diagram-js.css';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import 'bpmn-js/dist/assets/bpmn-js.css';
// oxlint-disable-next-line import/no-unassigned-import -- the texts register themselves
import './i18n.ts';

export interface ProcessDiagramProps {
  xml: string;
  marks?: DiagramMarks | undefined;
  selected?: string | undefined;
  onSelect?: ((activityId: string) => void) | undefined;
  height?: number | undefined;
  /** What the hover box of an element says; nothing: no box. */
  overlay?: ((activityId: string) => ReactNode) | undefined;
}

interface Shape {
  id: string;
  type: string;
  x: number;
  y: number;
  width: number;
  height: number;
  waypoints?: unknown;
  labelTarget?: unknown;
  parent?: unknown;
}
interface Canvas extends Navigable {
  zoom(scale?: number | 'fit-viewport', center?: { x: number; y: number } | 'auto'): number;
  addMarker(id: string, marker: string): void;
  removeMarker(id: string, marker: string): void;
  viewbox(box?: { x: number; y: number; width: number; height: number }): { x: number; y: number; width: number; height: number };
}
interface Registry {
  get(id: string): Shape | undefined;
  getGraphics(id: string): SVGElement | undefined;
}
interface Overlays {
  add(id: string, type: string, overlay: { position: { top?: number; right?: number }; html: HTMLElement }): string;
  remove(filter: { type: string }): void;
}
interface EventBus {
  on(event: string, callback: (e: { element: Shape }) => void): void;
}

const SELECTED = 'fh-selected';
/** Elements that stand for an activity: not the process, not labels, not flows. */
const pickable = (el: Shape) => !el.waypoints && !el.labelTarget && !!el.parent;

type Status = { state: 'loading' } | { state: 'ready'; viewer: NavigatedViewer } | { state: 'error'; message: string };

export default function Viewer({ xml, marks, selected, onSelect, height = 420, overlay }: ProcessDiagramProps) {
  const { t } = useTranslation(BPM_NS);
  const wrapper = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>({ state: 'loading' });
  const [hover, setHover] = useState<Place & { id: string }>();
  // On a touch screen there is no hover: the box follows the tapped (selected) element, as it moves.
  const [tapped, setTapped] = useState<Place & { id: string }>();
  const clicked = useRef<string | undefined>(undefined);
  const onSelectRef = useRef(onSelect);
  const selectedRef = useRef(selected);
  useEffect(() => {
    onSelectRef.current = onSelect;
    selectedRef.current = selected;
  });
  const coarse = isCoarse();

  useEffect(() => {
    const container = host.current;
    if (!container) return undefined;
    let alive = true;
    setStatus({ state: 'loading' });
    const viewer = new NavigatedViewer({ container });
    const detachTouch = attachTouch(container, viewer.get<Canvas>('canvas'));
    const events = viewer.get<EventBus>('eventBus');
    const registry = viewer.get<Registry>('elementRegistry');
    const showZoom = () => wrapper.current?.setAttribute('data-zoom', viewer.get<Canvas>('canvas').zoom().toFixed(2));
    const placeTapped = () => {
      const id = selectedRef.current;
      const gfx = isCoarse() && id ? registry.getGraphics(id) : undefined;
      setTapped(gfx && wrapper.current ? { id: id!, ...placeNear(gfx, wrapper.current) } : undefined);
    };
    events.on('canvas.viewbox.changed', () => {
      showZoom();
      setHover(undefined);
      placeTapped();
    });
    events.on('fh.selection.changed', placeTapped);
    events.on('element.click', ({ element }) => {
      if (!pickable(element)) return;
      clicked.current = element.id;
      onSelectRef.current?.(element.id);
    });
    events.on('element.hover', ({ element }) => {
      const gfx = pickable(element) ? registry.getGraphics(element.id) : undefined;
      const place = gfx && wrapper.current ? placeNear(gfx, wrapper.current) : undefined;
      if (place) setHover({ id: element.id, ...place });
    });
    events.on('element.out', () => setHover(undefined));
    drawable(xml)
      .then((ready) => viewer.importXML(ready))
      .then(() => {
        if (!alive) return;
        viewer.get<Canvas>('canvas').zoom('fit-viewport', 'auto');
        // A small process fitted to a wide box would be drawn huge: no larger than 1:1.
        const canvas = viewer.get<Canvas>('canvas');
        if (canvas.zoom() > 1) canvas.zoom(1, 'auto');
        showZoom();
        setStatus({ state: 'ready', viewer });
      })
      .catch((e: unknown) => alive && setStatus({ state: 'error', message: e instanceof Error ? e.message : String(e) }));
    return () => {
      alive = false;
      detachTouch();
      viewer.destroy();
    };
  }, [xml]);

  const viewer = status.state === 'ready' ? status.viewer : undefined;

  useEffect(() => {
    if (!viewer || !marks) return undefined;
    const canvas = viewer.get<Canvas>('canvas');
    const registry = viewer.get<Registry>('elementRegistry');
    const overlays = viewer.get<Overlays>('overlays');
    const applied: [string, string][] = [];
    const mark = (id: string, marker: string) => {
      if (!registry.get(id)) return;
      canvas.addMarker(id, marker);
      applied.push([id, marker]);
    };
    for (const [id, m] of Object.entries(marks.elements)) {
      mark(id, `fh-mark-${m.state}`);
      if (m.passes > 1 && registry.get(id)) {
        const badge = document.createElement('span');
        badge.className = 'fh-diagram-passes';
        badge.textContent = `×${m.passes}`;
        badge.title = t('diagramView.passes', { count: m.passes });
        badge.setAttribute('data-testid', 'diagram-passes');
        badge.setAttribute('data-element', id);
        overlays.add(id, 'fh-passes', { position: { top: -10, right: 10 }, html: badge });
      }
    }
    for (const [id, state] of Object.entries(marks.flows)) mark(id, `fh-mark-${state}`);
    return () => {
      for (const [id, marker] of applied) if (registry.get(id)) canvas.removeMarker(id, marker);
      overlays.remove({ type: 'fh-passes' });
    };
  }, [viewer, marks, t]);

  useEffect(() => {
    if (!viewer || !selected) return undefined;
    const canvas = viewer.get<Canvas>('canvas');
    const el = viewer.get<Registry>('elementRegistry').get(selected);
    if (!el) return undefined;
    canvas.addMarker(selected, SELECTED);
    if (clicked.current !== selected) {
      const box = canvas.viewbox();
      canvas.viewbox({ x: el.x + el.width / 2 - box.width / 2, y: el.y + el.height / 2 - box.height / 2, width: box.width, height: box.height });
    }
    clicked.current = undefined;
    viewer.get<{ fire(event: string): void }>('eventBus').fire('fh.selection.changed');
    return () => canvas.removeMarker(selected, SELECTED);
  }, [viewer, selected]);

  const zoomBy = useCallback(
    (delta: number) => {
      if (!viewer) return;
      const canvas = viewer.get<Canvas>('canvas');
      canvas.zoom(clampZoom(Math.round((canvas.zoom() + delta) * 10) / 10), 'auto');
    },
    [viewer],
  );
  const fit = useCallback(() => viewer?.get<Canvas>('canvas').zoom('fit-viewport', 'auto'), [viewer]);

  const place = hover ?? (tapped && tapped.id === selected ? tapped : undefined);
  const boxFor = place?.id;
  const content = boxFor && overlay ? overlay(boxFor) : null;

  return (
    <div className="fh-diagram" ref={wrapper} data-testid="process-diagram" data-state={status.state} style={{ height }}>
      <div className="fh-diagram-canvas" ref={host} />
      {status.state === 'loading' ? (
        <div className="fh-diagram-cover">
          <Spin tip={t('diagramView.loading')}>
            <div style={{ width: 160, height: 60 }} />
          </Spin>
        </div>
      ) : null}
      {status.state === 'error' ? (
        <div className="fh-diagram-cover" data-testid="diagram-error">
          <Result status="warning" title={t('diagramView.failed')} subTitle={status.message} />
        </div>
      ) : null}
      {viewer ? (
        <div className="fh-diagram-tools">
          <Typography.Text type="secondary" className="fh-diagram-hint" data-testid="diagram-hint">
            {coarse ? t('diagramView.touchHint') : t('diagramView.hint')}
          </Typography.Text>
          <Tooltip title={t('diagramView.zoomOut')}>
            <Button size="small" icon={<ZoomOutOutlined />} aria-label={t('diagramView.zoomOut')} onClick={() => zoomBy(-ZOOM_STEP)} data-testid="diagram-zoom-out" />
          </Tooltip>
          <Tooltip title={t('diagramView.zoomIn')}>
            <Button size="small" icon={<ZoomInOutlined />} aria-label={t('diagramView.zoomIn')} onClick={() => zoomBy(ZOOM_STEP)} data-testid="diagram-zoom-in" />
          </Tooltip>
          <Tooltip title={t('diagramView.fit')}>
            <Button size="small" icon={<CompressOutlined />} aria-label={t('diagramView.fit')} onClick={fit} data-testid="diagram-fit" />
          </Tooltip>
        </div>
      ) : null}
      {content && place ? (
        <div className={`fh-diagram-box ${place.below ? 'fh-below' : 'fh-above'}`} style={{ left: place.left, top: place.top }} data-testid="diagram-overlay" data-element={boxFor}>
          {content}
        </div>
      ) : null}
    </div>
  );
}

/** A touch screen: no hover, and the hint names fingers. */
const isCoarse = () => typeof window !== 'undefined' && !!window.matchMedia?.('(pointer: coarse)').matches;

interface Place {
  left: number;
  top: number;
  below: boolean;
}

/** Below the element when it sits in the upper half, else above; kept inside the frame sideways. */
function placeNear(gfx: SVGElement, frame: HTMLElement): Place {
  const box = gfx.getBoundingClientRect();
  const outer = frame.getBoundingClientRect();
  const below = box.bottom - outer.top < outer.height * 0.55;
  const half = Math.min(150, outer.width / 2 - 8);
  const left = Math.min(Math.max(box.left - outer.left + box.width / 2, half + 8), outer.width - half - 8);
  return { left, top: below ? box.bottom - outer.top + 6 : box.top - outer.top - 6, below };
}
