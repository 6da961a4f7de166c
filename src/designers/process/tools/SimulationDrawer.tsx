/**
 * Route simulation before deploy: a sample initiator (person picker) and form values (the bound form,
 * rendered by the form runtime) go to /bpmModel/simulate with the unsaved XML; the answer — the start
 * page's approver preview run on the draft — is listed with its reasons (branch taken, approver rule,
 * policies, the engine's variables after a countersign, alternatives, called processes) and the path is
 * highlighted on the canvas. Each approval step offers an assumed outcome (AssumptionPicker); a change
 * simulates again at once, so a rejection or return path can be followed. Assumptions live only here
 * and in the request: they never touch an instance.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Drawer, Space, Spin, Tag, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { ApiError, errorText } from '../../../runtime/api/client.ts';
import { FormRender, type FormRenderHandle } from '../../../runtime/form/index.ts';
import { PersonDialog } from '../../../widgets/person/dialog.tsx';
import type { PersonValue } from '../../../widgets/person/users.ts';
import { ApproverPreview } from '../../../pages/bpm/ApproverPreview.tsx';
import type { SimulationAssumption, SimulationAssumptions } from '../../../schemas/bpmn/preview.ts';
import { usePdT } from '../i18n.ts';
import { toolsApi, type SimulationAnswer } from '../tools-api.ts';
import { AssumptionPicker } from './AssumptionPicker.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- registers the sim.* texts this drawer reads
import './i18n.ts';

export interface SimulationDrawerProps {
  open: boolean;
  width: number | string;
  formId: string | null;
  exportXml(): Promise<string>;
  /** The path to highlight (null: clear it). */
  onRoute(answer: SimulationAnswer | null): void;
  onClose(): void;
}

/** Assumptions the server refused because the diagram changed under them (a step removed, its buttons changed). */
function staleIds(failure: unknown): string[] {
  if (!(failure instanceof ApiError) || failure.code !== '00005') return [];
  return (failure.errors ?? []).flatMap((e) => /^\/assumptions\/([^/]+)/.exec(e.path)?.[1] ?? []);
}

export function SimulationDrawer({ open, width, formId, exportXml, onRoute, onClose }: SimulationDrawerProps) {
  const { t } = usePdT();
  const [initiator, setInitiator] = useState<PersonValue | null>(null);
  const [picking, setPicking] = useState(false);
  const [loaded, setLoaded] = useState<{ formId: string; schema: unknown; missing: boolean } | null>(null);
  const [answer, setAnswer] = useState<SimulationAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [needInitiator, setNeedInitiator] = useState(false);
  const [assumptions, setAssumptions] = useState<SimulationAssumptions>({});
  const data = useRef<Record<string, unknown>>({});
  const form = useRef<FormRenderHandle>(null);

  // The bound form is read when the drawer opens; its state derives from what was loaded for which id.
  const formState = !formId ? 'none' : loaded?.formId !== formId ? 'loading' : loaded.missing ? 'missing' : 'ready';
  const schema = loaded?.schema;
  useEffect(() => {
    if (!open || !formId || loaded?.formId === formId) return undefined;
    let live = true;
    toolsApi
      .form(formId)
      .then((row) => (typeof row.conf === 'string' ? (JSON.parse(row.conf) as unknown) : row.conf))
      .then(
        (conf) => live && setLoaded({ formId, schema: conf, missing: false }),
        // A form that is gone or does not read: the simulation runs without form values.
        () => live && setLoaded({ formId, schema: null, missing: true }),
      );
    return () => {
      live = false;
    };
  }, [open, formId, loaded]);

  const run = async (wanted: SimulationAssumptions = assumptions) => {
    if (!initiator) {
      setNeedInitiator(true);
      return;
    }
    setRunning(true);
    setError(null);
    try {
      const xml = await exportXml();
      const ask = (given: SimulationAssumptions) => toolsApi.simulate(xml, initiator.humancode, { ...data.current }, given);
      let result: SimulationAnswer;
      try {
        result = await ask(wanted);
      } catch (failure) {
        const stale = staleIds(failure);
        if (stale.length === 0) throw failure;
        // Dropped, not reported: the choice was made on a diagram that has since changed.
        const kept = Object.fromEntries(Object.entries(wanted).filter(([id]) => !stale.includes(id)));
        setAssumptions(kept);
        result = await ask(kept);
      }
      setAnswer(result);
      onRoute(result.compileErrors.length > 0 ? null : result);
    } catch (failure) {
      setError(t('sim.failed', { message: errorText(failure, '') }));
      onRoute(null);
    } finally {
      setRunning(false);
    }
  };

  const assumeNothing = () => {
    setAssumptions({});
    void run({});
  };

  const assume = (activityId: string, value: SimulationAssumption | undefined) => {
    const next = { ...assumptions };
    if (value) next[activityId] = value;
    else delete next[activityId];
    setAssumptions(next);
    void run(next);
  };

  const close = () => {
    onRoute(null);
    onClose();
  };

  return (
    <Drawer open={open} onClose={close} width={width} title={t('sim.title')} mask={false} data-testid="pd-sim-drawer" destroyOnHidden={false}>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>{t('sim.hint')}</Typography.Paragraph>
      <Space direction="vertical" style={{ width: '100%' }} size={12}>
        <div>
          <Typography.Text strong>{t('sim.initiator')}</Typography.Text>{' '}
          {initiator ? <Tag data-testid="pd-sim-initiator">{`${initiator.humanname} (${initiator.humancode})`}</Tag> : null}
          <Button size="small" icon={<UserOutlined />} onClick={() => setPicking(true)} data-testid="pd-sim-pick">{t('sim.pickInitiator')}</Button>
          {needInitiator && !initiator ? <div><Typography.Text type="danger">{t('sim.needInitiator')}</Typography.Text></div> : null}
        </div>
        <div>
          <Typography.Text strong>{t('sim.formValues')}</Typography.Text>
          {formState === 'none' && <div><Typography.Text type="secondary">{t('sim.noForm')}</Typography.Text></div>}
          {formState === 'missing' && <Alert type="warning" showIcon message={t('sim.formMissing')} />}
          {formState === 'loading' && <Spin />}
          {formState === 'ready' && (
            <div className="pd-sim-form" data-testid="pd-sim-form">
              <FormRender ref={form} schema={schema} onChange={(values) => (data.current = values as Record<string, unknown>)} />
            </div>
          )}
        </div>
        <Button type="primary" loading={running} onClick={() => void run()} data-testid="pd-sim-run">{t('sim.run')}</Button>
        {error && <Alert type="error" showIcon message={error} />}
        {answer && answer.compileErrors.length > 0 && (
          <Alert type="error" showIcon message={t('sim.compileErrors')} description={<ul style={{ margin: 0, paddingLeft: 16 }}>{answer.compileErrors.map((e, i) => <li key={i}>{e.elementId ? `${e.elementId}: ` : ''}{e.reason}</li>)}</ul>} />
        )}
        {answer && answer.compileErrors.length === 0 && (
          <div data-testid="pd-sim-result">
            <Typography.Text strong>{t('sim.path')}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0' }}>
              {t('sim.assume.hint')}{' '}
              {Object.keys(assumptions).length > 0 ? (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => assumeNothing()} data-testid="pd-sim-assume-reset">
                  {t('sim.assume.reset')}
                </Button>
              ) : null}
            </Typography.Paragraph>
            <ApproverPreview preview={answer} loading={running} renderStepExtra={(step) => <AssumptionPicker step={step} value={assumptions[step.activityId]} onChange={(value) => assume(step.activityId, value)} />} />
          </div>
        )}
      </Space>
      {picking && (
        <PersonDialog
          initial={initiator ? [initiator] : []}
          multiple={false}
          onConfirm={(people) => {
            setInitiator(people[0] ?? null);
            setPicking(false);
          }}
          onCancel={() => setPicking(false)}
        />
      )}
    </Drawer>
  );
}
