/**
 * Engine vocabulary namespaces. Flowhall writes its extension attributes and elements under the
 * engine prefix (camunda by default) and reads Flowable and Activiti files too: their namespace URIs
 * are aliases of the engine URI, so `flowable:assignee` and `camunda:assignee` are one property.
 */

export const ENGINE_PREFIX = 'camunda';
export const ENGINE_URI = 'http://camunda.org/schema/1.0/bpmn';

/** Other engines' prefixes and the namespace URIs their modelers write. */
export const ALIAS_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  flowable: ['http://flowable.org/bpmn'],
  activiti: ['http://activiti.org/bpmn', 'http://activiti.org/bpmn/2.0'],
};
export const ALIAS_PREFIXES: readonly string[] = Object.keys(ALIAS_NAMESPACES);
export const ALIAS_URIS: readonly string[] = Object.values(ALIAS_NAMESPACES).flat();

/** True for the engine URI and its aliases. */
export function isEngineNamespace(uri: string): boolean {
  return uri === ENGINE_URI || ALIAS_URIS.includes(uri);
}

/**
 * Rewrites the alias namespace URIs in xmlns declarations to the engine URI, so a moddle instance
 * with the engine descriptor reads all three vocabularies. Only `xmlns:…="uri"` declarations change.
 */
export function aliasEngineNamespaces(xml: string, engineUri: string = ENGINE_URI): string {
  return xml.replace(/(\sxmlns:[A-Za-z_][\w.-]*\s*=\s*)(["'])([^"']*)\2/g, (whole, head: string, quote: string, uri: string) =>
    ALIAS_URIS.includes(uri) ? `${head}${quote}${engineUri}${quote}` : whole,
  );
}
