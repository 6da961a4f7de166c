/**
 * The script kind (inline or external) a user picked for a script task or a flow condition. The model
 * reads external only once a resource address is written, and the panel's groups remount on every
 * model change (PropertiesPanel keys them by revision), so a pick made before the address is typed
 * lives here, by the element's business object, or it would fall back to inline at once.
 */
export type ScriptKind = 'inlineScript' | 'externalScript';

const chosen = new WeakMap<object, ScriptKind>();

/** The kind to show: external when the model says so, else the user's pick, else what the model reads. */
export function shownScriptKind(owner: object, read: ScriptKind): ScriptKind {
  return read === 'externalScript' ? read : (chosen.get(owner) ?? read);
}

export function chooseScriptKind(owner: object, kind: ScriptKind): void {
  chosen.set(owner, kind);
}
