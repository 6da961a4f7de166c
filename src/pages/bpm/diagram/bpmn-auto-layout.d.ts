// The package ships no types; this is the one call the viewer uses.
declare module 'bpmn-auto-layout' {
  export function layoutProcess(xml: string): Promise<string>;
}
