import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer: the assistant's text, or a raw HTTP status and body, after an optional delay. */
export type FakeReply = { content: string; delayMs?: number } | { status: number; body: unknown; delayMs?: number };

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    messages?: { role: string; content: unknown }[];
    response_format?: { type: string };
    [key: string]: unknown;
  };
}

export interface FakeOpenAiServer {
  /** Base URL to use as OPENAI_BASE_URL (ends in /v1). */
  url: string;
  requests: RecordedRequest[];
  /** Queues replies, used in order; with none queued the fallback reply answers. */
  reply(...replies: FakeReply[]): void;
  /** Answers every request for which no reply is queued (default: an invalid answer). */
  setFallback(reply: FakeReply | ((request: RecordedRequest) => FakeReply)): void;
  reset(): void;
  close(): Promise<void>;
}

function completion(content: string) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A small OpenAI-compatible server on 127.0.0.1 for tests: POST /v1/chat/completions only. */
export async function startFakeOpenAi(): Promise<FakeOpenAiServer> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  let fallback: FakeReply | ((request: RecordedRequest) => FakeReply) = { content: 'I am not sure.' };
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const raw = await readBody(req);
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    let body: RecordedRequest['body'] = {};
    try {
      body = JSON.parse(raw);
    } catch {
      // recorded as empty
    }
    const request = { path: req.url, headers: req.headers, body };
    requests.push(request);
    const reply = queue.shift() ?? (typeof fallback === 'function' ? fallback(request) : fallback);
    const send = () => {
      if (res.destroyed) return;
      if ('status' in reply) res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(reply.content)));
    };
    if (!reply.delayMs) return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, reply.delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...replies) => queue.push(...replies),
    setFallback: (reply) => (fallback = reply),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      fallback = { content: 'I am not sure.' };
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
