/**
 * A field view loaded on first use. The heavy editors (the rich editor's ProseMirror, the signature pad,
 * the barcode renderer) would otherwise ride in every form page's bundle although most forms have none
 * of them; the form shows a placeholder while the code arrives.
 *
 * Loaded with state rather than React.lazy: a Suspense boundary around the view hides and re-shows it
 * whenever anything inside suspends again, which disconnects and reconnects its effects — and the rich
 * editor's ProseMirror instance does not survive that.
 */
import { useEffect, useState } from 'react';
import { Skeleton } from 'antd';
import type { FieldView, FieldViewProps } from './view-contract.ts';

export function lazyView(load: () => Promise<FieldView>): FieldView {
  let loaded: FieldView | undefined;
  let loading: Promise<FieldView> | undefined;
  return function LazyField(props: FieldViewProps<unknown>) {
    const [view, setView] = useState<{ View?: FieldView; error?: unknown }>(() => (loaded ? { View: loaded } : {}));
    useEffect(() => {
      if (view.View) return;
      let live = true;
      loading ??= load().then((View) => (loaded = View));
      loading.then(
        (View) => live && setView({ View }),
        (error: unknown) => {
          loading = undefined;
          if (live) setView({ error });
        },
      );
      return () => {
        live = false;
      };
    }, [view.View]);
    // The widget's error boundary shows a failed load like any other failure of the widget.
    if (view.error) throw view.error;
    const View = view.View;
    return View ? <View {...props} /> : <Skeleton.Input active size="small" block />;
  };
}
