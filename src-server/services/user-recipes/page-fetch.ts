import { lookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, fetch } from 'undici';
import type { ErrorParams, ErrorReason } from '../../../src/errors/reasons.ts';
import { AppError, fieldError } from '../../errors.ts';
import { isPublicAddress } from './public-address.ts';

export interface PageFetchOptions {
  /** Host names or addresses that may be private: only for tests, which serve pages on loopback. */
  allowHosts: readonly string[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
}

const refused = (reason: ErrorReason, params?: ErrorParams) => fieldError('BAD_REQUEST', 'url', reason, params);

class PrivateAddressError extends Error {}

const bare = (host: string) => host.replace(/^\[|\]$/g, '').toLowerCase();

/**
 * Checks the addresses a name resolves to at the moment of connecting, so a name that resolves to a
 * public address for a check and a private one for the connection cannot slip through.
 */
function checkedLookup(allow: ReadonlySet<string>): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as { address: string; family: number }[];
      const bad = list.find((a) => !allow.has(bare(hostname)) && !allow.has(a.address) && !isPublicAddress(a.address));
      if (bad || list.length === 0) return callback(new PrivateAddressError(`${hostname} resolves to ${bad?.address ?? 'nothing'}`), '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

async function readLimited(body: AsyncIterable<Uint8Array> | null, maxBytes: number): Promise<string> {
  if (!body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw refused('pageTooLarge', { megabytes: Math.round(maxBytes / 1024 / 1024) });
    chunks.push(chunk);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function causeChain(error: unknown): unknown[] {
  const out: unknown[] = [];
  for (let e = error; e && out.length < 5; e = (e as { cause?: unknown }).cause) out.push(e);
  return out;
}

/**
 * A web page's HTML, refusing what a server-side fetch must not reach: names or addresses that are
 * private, loopback or link-local (checked at each connection and on every redirect, which are
 * followed here, at most five), pages over the size limit and pages slower than the time limit.
 */
export async function fetchPage(url: string, options: PageFetchOptions): Promise<string> {
  const allow = new Set(options.allowHosts.map(bare));
  const dispatcher = new Agent({ connect: { lookup: checkedLookup(allow) } });
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current = new URL(url);
  try {
    for (let hop = 0; hop <= (options.maxRedirects ?? 5); hop++) {
      if (current.protocol !== 'http:' && current.protocol !== 'https:') throw refused('pageNotHttp');
      const host = bare(current.hostname);
      if (isIP(host) && !allow.has(host) && !isPublicAddress(host)) throw refused('pagePrivateAddress');
      const res = await fetch(current, { dispatcher, signal, redirect: 'manual', headers: { accept: 'text/html,application/xhtml+xml' } });
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        await res.body?.cancel();
        current = new URL(location, current);
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw refused('pageStatus', { status: res.status });
      }
      const length = Number(res.headers.get('content-length') ?? 0);
      if (length > options.maxBytes) {
        await res.body?.cancel();
        throw refused('pageTooLarge', { megabytes: Math.round(options.maxBytes / 1024 / 1024) });
      }
      return await readLimited(res.body, options.maxBytes);
    }
    throw refused('pageTooManyRedirects');
  } catch (error) {
    if (error instanceof AppError) throw error;
    const chain = causeChain(error);
    if (chain.some((e) => e instanceof PrivateAddressError)) throw refused('pagePrivateAddress');
    if (signal.aborted) throw refused('pageTooSlow', { seconds: Math.round(options.timeoutMs / 1000) });
    throw refused('pageUnreachable');
  } finally {
    void dispatcher.close();
  }
}
