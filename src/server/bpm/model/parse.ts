/**
 * Reads BPMN 2.0 XML into a moddle tree with the Camunda vocabulary (and ours, when its descriptor is
 * handed in). Flowable and Activiti files are read as Camunda by mapping their namespace URIs, so
 * `flowable:assignee` and `camunda:assignee` end up as the same property. DOCTYPE and entity
 * declarations are refused before parsing (no XXE, no entity expansion), and bytes are decoded with the
 * encoding their XML declaration names (the MIWG corpus has ISO-8859-1 files).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const CAMUNDA_URI = 'http://camunda.org/schema/1.0/bpmn';
/** Namespaces of other engines whose attributes mean the same as Camunda's. */
export const ALIAS_URIS = ['http://flowable.org/bpmn', 'http://activiti.org/bpmn', 'http://activiti.org/bpmn/2.0'];

/** A moddle element: `$type`, properties, `$attrs` for unknown attributes, `$parent`. */
export interface ModdleElement {
  $type: string;
  id?: string;
  name?: string;
  $attrs?: Record<string, string>;
  $parent?: ModdleElement;
  [key: string]: unknown;
}

export interface ParsedBpmn {
  definitions: ModdleElement;
  warnings: string[];
  elementsById: Record<string, ModdleElement>;
}

export class BpmnParseError extends Error {
  constructor(
    message: string,
    readonly warnings: string[] = [],
    /** The same reason in Chinese, for answers in zh. */
    readonly zh: string = message,
  ) {
    super(message);
    this.name = 'BpmnParseError';
  }
}

/** A moddle package descriptor (JSON), e.g. src/schemas/bpmn's extension vocabulary. */
export type ModdleDescriptor = Record<string, unknown>;

const require = createRequire(import.meta.url);
let camundaDescriptor: ModdleDescriptor | undefined;
const extraDescriptors: Record<string, ModdleDescriptor> = {};

/** Adds a moddle package (our extension vocabulary) to every later parse. */
export function registerModdleDescriptor(prefix: string, descriptor: ModdleDescriptor): void {
  extraDescriptors[prefix] = descriptor;
  moddleCtor = undefined;
}

type ModdleCtor = new (packages: Record<string, ModdleDescriptor>) => {
  fromXML(xml: string, type?: string): Promise<{ rootElement: ModdleElement; warnings: { message: string }[]; elementsById: Record<string, ModdleElement> }>;
};
let moddleCtor: ModdleCtor | undefined;
let moddleModule: Promise<ModdleCtor> | undefined;

async function loadModdle(): Promise<{ ctor: ModdleCtor; packages: Record<string, ModdleDescriptor> }> {
  // A non-literal specifier: bpmn-moddle ships no types for its default export.
  const specifier = 'bpmn-moddle';
  moddleModule ??= import(specifier).then((mod: { BpmnModdle: ModdleCtor }) => mod.BpmnModdle);
  moddleCtor ??= await moddleModule;
  camundaDescriptor ??= JSON.parse(readFileSync(require.resolve('camunda-bpmn-moddle/resources/camunda.json'), 'utf8')) as ModdleDescriptor;
  return { ctor: moddleCtor, packages: { camunda: camundaDescriptor, ...extraDescriptors } };
}

/** Decodes bytes by BOM or by the encoding in the XML declaration (UTF-8 when none). */
export function decodeXml(input: string | Uint8Array): string {
  if (typeof input === 'string') return input;
  if (input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf) return new TextDecoder('utf-8').decode(input.subarray(3));
  if (input[0] === 0xff && input[1] === 0xfe) return new TextDecoder('utf-16le').decode(input.subarray(2));
  if (input[0] === 0xfe && input[1] === 0xff) return new TextDecoder('utf-16be').decode(input.subarray(2));
  const head = new TextDecoder('latin1').decode(input.subarray(0, 200));
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(declared ?? 'utf-8');
  } catch {
    throw new BpmnParseError(`unsupported XML encoding: ${declared}`, [], `不支持的 XML 编码：${declared}`);
  }
  return decoder.decode(input);
}

/** Rewrites the Flowable/Activiti namespace URIs to Camunda's, so one descriptor reads all three. */
export function aliasNamespaces(xml: string): string {
  let out = xml;
  for (const uri of ALIAS_URIS) out = out.replaceAll(`"${uri}"`, `"${CAMUNDA_URI}"`).replaceAll(`'${uri}'`, `'${CAMUNDA_URI}'`);
  return out;
}

export async function parseBpmnXml(input: string | Uint8Array): Promise<ParsedBpmn> {
  let xml = decodeXml(input);
  // The declaration names the source encoding; the string is already decoded, so drop it.
  xml = xml.replace(/^\uFEFF/, '').replace(/^\s*<\?xml[^>]*\?>/, '');
  if (/<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml)) throw new BpmnParseError('DOCTYPE and ENTITY declarations are not allowed', [], '不允许 DOCTYPE 与 ENTITY 声明');
  xml = aliasNamespaces(xml);
  const { ctor, packages } = await loadModdle();
  const moddle = new ctor(packages);
  let result: Awaited<ReturnType<InstanceType<ModdleCtor>['fromXML']>>;
  try {
    result = await moddle.fromXML(xml, 'bpmn:Definitions');
  } catch (error) {
    const warnings = ((error as { warnings?: { message: string }[] }).warnings ?? []).map((w) => w.message);
    throw new BpmnParseError(`not a BPMN 2.0 document: ${(error as Error).message}`, warnings, `不是 BPMN 2.0 文档：${(error as Error).message}`);
  }
  if (!result.rootElement || result.rootElement.$type !== 'bpmn:Definitions') throw new BpmnParseError('not a BPMN 2.0 document: no definitions element', [], '不是 BPMN 2.0 文档：缺少 definitions 元素');
  return {
    definitions: result.rootElement,
    warnings: result.warnings.map((w) => w.message),
    elementsById: result.elementsById ?? {},
  };
}
