/**
 * The bench:form page: `?variant=flowhall|rjsf|antd[&count=1]`. Nothing renders until the bench calls
 * `__bench.mount()`; the bench then drives keystrokes with Chromium's keyboard and reads
 * `__bench.keystroke()` after each (see probe.ts for what is measured).
 */
import { Profiler, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { initI18n } from '../../src/runtime/i18n/index.ts';
import { afterPaint, Probe } from './probe.ts';
import { AntdVariant, FlowhallVariant, RjsfVariant } from './variants.tsx';
import { FIELD_COUNT } from '../support/form-schema.ts';

const params = new URLSearchParams(location.search);
const variant = params.get('variant') ?? 'flowhall';
const VARIANTS: Record<string, ComponentType> = { flowhall: FlowhallVariant, rjsf: RjsfVariant, antd: AntdVariant };
const chosen = VARIANTS[variant];
if (!chosen) throw new Error(`unknown variant ${variant}`);
const Variant: ComponentType = chosen;

/** Every component the form runtime and the widget views export: what "Flowhall's own" components are. */
function ownComponents(): Set<unknown> {
  const modules = { ...import.meta.glob('../../src/runtime/form/*.tsx', { eager: true }), ...import.meta.glob('../../src/widgets/*/view.tsx', { eager: true }) };
  const owned = new Set<unknown>();
  for (const module of Object.values(modules)) {
    for (const value of Object.values(module as Record<string, unknown>)) {
      if (typeof value === 'function') owned.add(value);
      else if (value && typeof value === 'object' && '$$typeof' in value) {
        // memo() and forwardRef() objects, and the functions they wrap (what a fiber's type may be).
        const wrapper = value as { type?: unknown; render?: unknown };
        owned.add(value);
        if (wrapper.type) owned.add(wrapper.type);
        if (wrapper.render) owned.add(wrapper.render);
      }
    }
  }
  return owned;
}

await initI18n();
const probe = new Probe(params.get('count') === '1', variant === 'flowhall' ? ownComponents() : new Set());
const root = createRoot(document.getElementById('root')!);

const formItems = () => document.querySelectorAll('.ant-form-item').length;

async function mount(): Promise<{ ms: number; formItems: number }> {
  const started = performance.now();
  root.render(
    <ConfigProvider locale={zhCN}>
      <App>
        <Profiler id={variant} onRender={probe.onRender}>
          <Variant />
        </Profiler>
      </App>
    </ConfigProvider>,
  );
  // Until every field's form item is in the document, then the frame that shows it.
  for (;;) {
    const painted = await afterPaint();
    if (formItems() >= FIELD_COUNT) return { ms: painted - started, formItems: formItems() };
    if (painted - started > 60_000) throw new Error(`only ${formItems()} form items after 60 s`);
  }
}

Object.assign(window, {
  __bench: {
    variant,
    mount,
    arm: () => probe.arm(),
    keystroke: () => probe.result(),
    formItems,
  },
});
document.title = `bench:form ${variant} ready`;
