/**
 * The designer's tools beside the modeler: lint (on save and on demand, never per keystroke) with its
 * panel and canvas badges, route simulation, token simulation on/off, JSON preview, auto layout,
 * redraw and the deploy-with-note dialog. The page places `panels` and hands the hook to the toolbar.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { App, Input, Modal } from 'antd';
import { layoutProcess } from 'bpmn-auto-layout';
import { errorText } from '../../../runtime/api/client.ts';
import { pdText, usePdT } from '../i18n.ts';
import { emptyDiagram, type BpmnElement } from '../modeler.ts';
import { toolsApi, type LintAnswer, type SimulationAnswer } from '../tools-api.ts';
import type { ModelerHandle } from '../use-modeler.ts';
import { clearLint, clearRoute, markLint, markRoute, type MarkServices } from './canvas-marks.ts';
import { definitionsJson } from './definitions-json.ts';
import { DeployDialog } from './DeployDialog.tsx';
import { LintPanel } from './LintPanel.tsx';
import { routeElements } from './route-path.ts';
import { SimulationDrawer } from './SimulationDrawer.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the texts register themselves
import './i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import 'bpmn-js-token-simulation/assets/css/bpmn-js-token-simulation.css';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './tools.css';
import { openPanelGroup } from '../panel/PanelGroup.tsx';
import { RULE_GROUPS } from './lint-groups.ts';

interface ToggleMode {
  toggleMode(active?: boolean): void;
}

export interface DesignerTools {
  lint(): Promise<LintAnswer | null>;
  linting: boolean;
  simulating: boolean;
  toggleSimulation(): void;
  openRoute(): void;
  previewJson(): void;
  autoAlign(): void;
  redraw(): void;
  openDeploy(): void;
  panels: ReactNode;
}

export interface DesignerToolsOptions {
  modeler: ModelerHandle;
  formId: string | null;
  compact: boolean;
  onDeploy(note: string): Promise<void>;
}

export function useDesignerTools({ modeler, formId, compact, onDeploy }: DesignerToolsOptions): DesignerTools {
  const { t } = usePdT();
  const { message, modal } = App.useApp();
  const [lintResult, setLintResult] = useState<LintAnswer | null>(null);
  const [linting, setLinting] = useState(false);
  const [simulating, setSimulating] = useState(false);
  const [routeOpen, setRouteOpen] = useState(false);
  const [json, setJson] = useState<string | null>(null);
  const [deployOpen, setDeployOpen] = useState(false);
  const [deploying, setDeploying] = useState(false);
  const ready = !!modeler.services;

  const marks = useCallback((): MarkServices | undefined => {
    const overlays = modeler.get<MarkServices['overlays']>('overlays');
    const canvas = modeler.get<MarkServices['canvas']>('canvas');
    const elementRegistry = modeler.get<MarkServices['elementRegistry']>('elementRegistry');
    return overlays && canvas && elementRegistry ? { overlays, canvas, elementRegistry } : undefined;
  }, [modeler]);

  // The token simulation toggles itself too (its own canvas button, keyboard 't'): follow its event.
  useEffect(() => {
    if (!ready) return undefined;
    const bus = modeler.get<{ on(e: string, cb: (ev: { active: boolean }) => void): void; off(e: string, cb: unknown): void }>('eventBus');
    const follow = (event: { active: boolean }) => setSimulating(event.active);
    bus?.on('tokenSimulation.toggleMode', follow);
    return () => bus?.off('tokenSimulation.toggleMode', follow);
  }, [ready, modeler]);

  const lint = useCallback(async () => {
    const s = marks();
    if (!s) return null;
    setLinting(true);
    try {
      const result = await toolsApi.lint(await modeler.exportXml(), formId);
      setLintResult(result);
      markLint(s, result.errors, result.warnings);
      return result;
    } catch (failure) {
      void message.error(t('lint.failed', { message: errorText(failure, '') }));
      return null;
    } finally {
      setLinting(false);
    }
  }, [marks, modeler, formId, message, t]);

  const nameOf = (id: string) => {
    const element = modeler.services?.elementRegistry.get(id);
    const name = element?.businessObject.name;
    return name ? `${name} (${id})` : id;
  };

  const pick = (id: string, rule?: string) => {
    const element = modeler.services?.elementRegistry.get(id);
    if (!element) return;
    // The panel's group where the problem is fixed opens with the element (groups start collapsed).
    const group = rule ? RULE_GROUPS[rule] : undefined;
    if (group) openPanelGroup(group);
    modeler.services!.selection.select(element);
    marks()?.canvas.scrollToElement?.(element);
  };

  const onRoute = useCallback(
    (answer: SimulationAnswer | null) => {
      const s = marks();
      if (!s) return;
      if (!answer) return clearRoute(s);
      const flows = (modeler.services?.elementRegistry.filter((el: BpmnElement) => el.type === 'bpmn:SequenceFlow') ?? []).map((el) => ({ id: el.id, source: el.source?.id ?? '', target: el.target?.id ?? '' }));
      markRoute(s, routeElements(answer.steps, flows));
    },
    [marks, modeler],
  );

  const toggleSimulation = () => modeler.get<ToggleMode>('toggleMode')?.toggleMode();

  const autoAlign = () =>
    modal.confirm({
      title: t('toolbar.autoAlignConfirm'),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await modeler.importXml(await layoutProcess(await modeler.exportXml()), { dirty: true });
        } catch (failure) {
          void message.error(t('importFailed', { message: failure instanceof Error ? failure.message : String(failure) }));
        }
      },
      // Spec §8: a cancelled confirmation is only logged.
      onCancel: () => console.info('auto layout cancelled'),
    });

  const redraw = () =>
    modal.confirm({
      title: t('toolbar.redrawConfirm'),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        const process = modeler.services?.canvas.getRootElement().businessObject;
        await modeler.importXml(emptyDiagram(process?.id ?? '', process?.name ?? ''), { dirty: true });
        setLintResult(null);
      },
      onCancel: () => console.info('redraw cancelled'),
    });

  const previewJson = () => setJson(definitionsJson(modeler.services?.canvas.getRootElement().businessObject.$parent));

  const deploy = async (note: string) => {
    setDeploying(true);
    try {
      await onDeploy(note);
      setDeployOpen(false);
    } finally {
      setDeploying(false);
    }
  };

  const panels = (
    <>
      {lintResult && (
        <LintPanel
          result={lintResult}
          nameOf={nameOf}
          onPick={pick}
          onClose={() => {
            setLintResult(null);
            const s = marks();
            if (s) clearLint(s);
          }}
        />
      )}
      <SimulationDrawer open={routeOpen} width={compact ? '92%' : 440} formId={formId} exportXml={modeler.exportXml} onRoute={onRoute} onClose={() => setRouteOpen(false)} />
      <Modal open={json !== null} title={t('toolbar.previewJson')} width={900} footer={null} onCancel={() => setJson(null)}>
        <Input.TextArea readOnly value={json ?? ''} autoSize={{ minRows: 12, maxRows: 30 }} data-testid="pd-preview-json" style={{ fontFamily: 'monospace', fontSize: 12 }} />
      </Modal>
      <DeployDialog open={deployOpen} busy={deploying} onOk={(note) => void deploy(note)} onCancel={() => setDeployOpen(false)} />
    </>
  );

  return { lint, linting, simulating, toggleSimulation, openRoute: () => setRouteOpen(true), previewJson, autoAlign, redraw, openDeploy: () => setDeployOpen(true), panels };
}

/** Said after a save whose lint found errors: the save stands, the deploy will refuse. */
export const lintSummary = (result: LintAnswer | null): string | null => (result && result.errors.length > 0 ? pdText('lint.hasErrors', { count: result.errors.length }) : null);
