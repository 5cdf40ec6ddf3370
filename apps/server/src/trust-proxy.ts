import net from 'node:net';

/** What Fastify's `trustProxy` gets: off, the number of proxies in front, or their addresses. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for whole ranges (127.0.0.0/8 and ::1; fe80::/10…; 10/8, fc00::/7…). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads `TRUST_PROXY`: unset or `false` trusts no proxy (the client is the socket's peer);
 * a whole number N trusts the N nearest hops of `X-Forwarded-For`; otherwise a
 * comma-separated list of proxy addresses or CIDR ranges. `true` is refused: it would take
 * the left-most `X-Forwarded-For` entry, which any client can write.
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { problem: string } {
  const text = raw?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return { value: false };
  if (text === 'true') {
    return {
      problem:
        'true would trust any X-Forwarded-For a client sends; give the number of proxies in front (e.g. 1) or their addresses',
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { value: hops } : { problem: 'a hop count must be between 0 and 10' };
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    return {
      problem: `not an address, CIDR range, loopback, linklocal or uniquelocal: ${bad.join(', ')}`,
    };
  }
  return { value: entries };
}

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The setting in the form Fastify's types accept (a hop count becomes proxy-addr's hop test). */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}
