/**
 * CodeMirror 6, loaded only when a script or CSS editor opens (about 300 KB the rest of the designer
 * does not need). Answers a handle to read the text and destroy the view.
 */
export interface MountedCode {
  text(): string;
  destroy(): void;
}

export async function mountCodeMirror(parent: HTMLElement, doc: string, language: 'javascript' | 'css', onChange: (text: string) => void): Promise<MountedCode> {
  const [{ EditorView, basicSetup }, lang] = await Promise.all([
    import('codemirror'),
    language === 'css' ? import('@codemirror/lang-css').then((module) => module.css()) : import('@codemirror/lang-javascript').then((module) => module.javascript()),
  ]);
  const view = new EditorView({
    doc,
    parent,
    extensions: [
      basicSetup,
      lang,
      EditorView.updateListener.of((update) => {
        if (update.docChanged) onChange(update.state.doc.toString());
      }),
      EditorView.theme({ '&': { fontSize: '13px', border: '1px solid #d9d9d9', borderRadius: '6px' }, '.cm-scroller': { minHeight: '240px', maxHeight: '60vh' } }),
    ],
  });
  return { text: () => view.state.doc.toString(), destroy: () => view.destroy() };
}
