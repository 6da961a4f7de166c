/**
 * The canvas: the form's top-level list inside an antd Form laid out by the form configuration (label
 * width and position, size, PC/Pad/H5 width). On a phone the canvas is laid out at H5 whatever the
 * form's own layout (labels above, grid columns full width), as the form will show there; the
 * configuration is not changed. A click on empty canvas clears the selection (the property panel then
 * shows the form's own properties).
 */
import { useMemo, useState } from 'react';
import { Form, Grid } from 'antd';
import { layoutOf } from '../../../runtime/form/layout.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the renderer's stylesheet gives the views their look
import '../../../runtime/form/form.css';
import { CanvasLayoutContext, CanvasNodeContext } from './canvas-layout.ts';
import { CanvasNode } from './CanvasNode.tsx';
import { DropList } from './DropList.tsx';
import { createRevealer, RevealContext } from './reveal.ts';
import { useDesignerSelector, useDesignerStore } from './store-hooks.ts';

/**
 * The top-level list, subscribed apart from the Form around it: every edit replaces the top-level
 * list (the changed path is copied), and re-rendering antd's Form would hand every Form.Item a fresh
 * context and re-render all of them. Only this list re-renders; its memoised nodes skip themselves.
 */
function RootList() {
  const widgetList = useDesignerSelector((current) => current.getState().form.widgetList);
  return <DropList ownerId={null} items={widgetList} structuralOwner={false} className="fd-root-list" />;
}

export function Canvas() {
  const store = useDesignerStore();
  const config = useDesignerSelector((current) => current.getState().form.formConfig);
  const phone = Grid.useBreakpoint().md === false;
  const layout = useMemo(() => layoutOf(config, phone ? 'H5' : undefined), [config, phone]);
  // One per opened canvas: the cells of the form it opens with show their views progressively.
  const [revealer] = useState(createRevealer);
  return (
    <div className={`fd-canvas fd-canvas-${layout.layoutType.toLowerCase()}`} onClick={() => store.select(null)} data-fd-canvas>
      <div className="fh-form fd-canvas-form">
        <RevealContext.Provider value={revealer}>
        <CanvasNodeContext.Provider value={CanvasNode}>
        <CanvasLayoutContext.Provider value={layout}>
          <Form component="div" layout={layout.labelPosition === 'top' ? 'vertical' : 'horizontal'} size={layout.size} colon={false} labelWrap className="fh-form-body">
            <RootList />
          </Form>
        </CanvasLayoutContext.Provider>
        </CanvasNodeContext.Provider>
        </RevealContext.Provider>
      </div>
    </div>
  );
}
