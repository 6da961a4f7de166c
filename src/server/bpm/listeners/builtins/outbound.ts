/**
 * The one way a listener calls out of the server: a JSON POST that refuses internal addresses, so a
 * process model cannot make the server reach its own database, the cloud metadata service or other
 * hosts of the private network (SSRF). The address is checked where the connection is made — in the
 * socket's DNS lookup — so a name that resolves to a public address when checked and to an internal one
 * when connected (DNS rebinding) is refused too. Hosts an institution does mean to call (its own
 * business systems on the campus network) are named in WEBHOOK_ALLOW_HOSTS.
 */
import { lookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  internal.addSubnet(network, prefix, 'ipv4');
}
// IPv4-compatible (::/96, which holds :: and ::1), NAT64 and 6to4 addresses carry an IPv4 address that
// may be internal; site-local is deprecated but still routed by some networks.
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['2002::', 16],
  ['fec0::', 10],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internal.addSubnet(network, prefix, 'ipv6');
}

/** Loopback, private, link-local, carrier-grade NAT, multicast, reserved — or not an address at all. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return internal.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? internal.check(mapped[1]!, 'ipv4') : internal.check(address, 'ipv6');
}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();

let allowedHosts = new Set<string>();

/** Hosts (names or addresses, as written in URLs) that may be called although they are internal. */
export function allowOutboundHosts(hosts: readonly string[]): void {
  allowedHosts = new Set(hosts.map(canonicalHost).filter((h): h is string => h !== undefined));
}

/** A host as URLs spell it (`[fd00::1]`, `Host.Example:8443`) in the form hostname checks compare. */
function canonicalHost(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  try {
    return bare(new URL(`http://${isIP(trimmed) === 6 ? `[${trimmed}]` : trimmed}`).hostname);
  } catch {
    return bare(trimmed);
  }
}

export class OutboundRefused extends Error {
  override name = 'OutboundRefused';
}


/** A DNS lookup that fails when any address of the name is internal. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 4);
    const bad = addresses.find((a) => isInternalAddress(a.address));
    if (bad) return callback(new OutboundRefused(`${hostname} resolves to the internal address ${bad.address}`), '', 4);
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
};

export interface PostOptions {
  headers: Record<string, string>;
  timeoutMs: number;
  maxResponseChars: number;
}

/** POSTs JSON; answers the parsed JSON body (or its text). Throws on refusal, network errors, timeouts and non-2xx. */
export function postJson(url: URL, body: unknown, options: PostOptions): Promise<unknown> {
  const host = bare(url.hostname);
  const allowed = allowedHosts.has(host);
  if (!allowed && isIP(host) && isInternalAddress(host)) return Promise.reject(new OutboundRefused(`${host} is an internal address`));
  const payload = Buffer.from(JSON.stringify(body));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const timeout = () => Object.assign(new Error(`timed out after ${options.timeoutMs} ms`), { name: 'TimeoutError' });
    let timedOut = false;
    // A timeout in the middle of the body surfaces as an 'aborted' error: report it as the timeout it was.
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(timedOut ? timeout() : error);
    };
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...options.headers, 'content-type': 'application/json', 'content-length': String(payload.length) },
        ...(allowed ? {} : { lookup: guardedLookup }),
      },
      (response: IncomingMessage) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < options.maxResponseChars) text += chunk;
        });
        response.on('end', () => {
          clearTimeout(timer);
          const status = response.statusCode ?? 0;
          if (status < 200 || status >= 300) return reject(new Error(`HTTP ${status}`));
          text = text.slice(0, options.maxResponseChars);
          try {
            resolve(text ? (JSON.parse(text) as unknown) : null);
          } catch {
            resolve(text);
          }
        });
        response.on('error', fail);
        response.on('aborted', () => fail(new Error('the answer was cut off')));
      },
    );
    const timer = setTimeout(() => {
      timedOut = true;
      request.destroy(timeout());
    }, options.timeoutMs);
    request.on('error', fail);
    request.end(payload);
  });
}
