/**
 * The canvas: the form's top-level list inside an antd Form laid out by the form configuration (label
 * width and position, size, PC/Pad/H5 width). A click on empty canvas clears the selection (the
 * property panel then shows the form's own properties).
 */
import { useMemo } from 'react';
import { Form } from 'antd';
import { layoutOf } from '../../../runtime/form/layout.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the renderer's stylesheet gives the views their look
import '../../../runtime/form/form.css';
import { CanvasLayoutContext, CanvasNodeContext } from './canvas-layout.ts';
import { CanvasNode } from './CanvasNode.tsx';
import { DropList } from './DropList.tsx';
import { useDesignerSelector, useDesignerStore } from './store-hooks.ts';

export function Canvas() {
  const store = useDesignerStore();
  const config = useDesignerSelector((current) => current.getState().form.formConfig);
  const widgetList = useDesignerSelector((current) => current.getState().form.widgetList);
  const layout = useMemo(() => layoutOf(config), [config]);
  return (
    <div className={`fd-canvas fd-canvas-${layout.layoutType.toLowerCase()}`} onClick={() => store.select(null)} data-fd-canvas>
      <div className="fh-form fd-canvas-form">
        <CanvasNodeContext.Provider value={CanvasNode}>
        <CanvasLayoutContext.Provider value={layout}>
          <Form component="div" layout={layout.labelPosition === 'top' ? 'vertical' : 'horizontal'} size={layout.size} colon={false} labelWrap className="fh-form-body">
            <DropList ownerId={null} items={widgetList} structuralOwner={false} className="fd-root-list" />
          </Form>
        </CanvasLayoutContext.Provider>
        </CanvasNodeContext.Provider>
      </div>
    </div>
  );
}
