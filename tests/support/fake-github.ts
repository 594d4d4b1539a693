// A fake GitHub API on loopback, for the request inbox's tests, with the owner's notification relay beside it. It
// knows three tokens: OWNER_TOKEN (an account that may write to the repository), READER_TOKEN (one that may only read
// it) and anything else (unknown: 401). It serves the repository's files as this checkout has them, keeps the commits
// made to them (each changes its copy of the file) and the notifications posted to it.
//
//   GET /user, GET /repos/{owner}/{name}, GET and PUT /repos/{owner}/{name}/contents/{path}?ref=…   GitHub's shapes
//   POST /webhook                 the relay: 200, or 503 for the next ones while /webhook/fail has asked for that
//   POST /webhook/fail?times=N    the next N notifications fail
//   GET /commits, GET /webhooks   what it was sent, for the tests to read; POST /reset forgets all of it
//
// Run directly: node tests/support/fake-github.ts (PORT, default 4419).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { resolve } from 'node:path';

/** A token of an account that may write to the repository, and one of an account that may only read it. */
export const OWNER_TOKEN = 'gho_owner_fake_token_0001';
export const READER_TOKEN = 'gho_reader_fake_token_0002';
export const OWNER_LOGIN = 'proprietara';

/** A commit the fake received. */
export interface FakeCommit {
  path: string;
  message: string;
  branch: string;
  /** The file before and after. */
  before: string;
  after: string;
  sha: string;
}

/** The fake's origin, what it received, and its stop. */
export interface FakeGitHub {
  url: string;
  commits: FakeCommit[];
  webhooks: unknown[];
  /** Makes the next `times` notifications fail. */
  failWebhooks(times: number): void;
  /** Forgets the commits, the notifications and its changed files. */
  reset(): void;
  close(): Promise<void>;
}

const repo = resolve(import.meta.dirname, '..', '..');
const sha = (text: string) => createHash('sha1').update(text).digest('hex');

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the fake on `port` (0: any free one), holding `repository` ('owner/name'). */
export async function startFakeGitHub(port = 0, repository = 'cazare-litoral/cazare-litoral'): Promise<FakeGitHub> {
  const files = new Map<string, string>();
  const commits: FakeCommit[] = [];
  const webhooks: unknown[] = [];
  let failing = 0;
  const fileText = (path: string) => {
    if (!files.has(path)) files.set(path, readFileSync(resolve(repo, path), 'utf8'));
    return files.get(path) as string;
  };
  const reset = () => {
    commits.length = 0;
    webhooks.length = 0;
    files.clear();
    failing = 0;
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const account = token === OWNER_TOKEN ? OWNER_LOGIN : token === READER_TOKEN ? 'cititor' : undefined;
    if (url.pathname === '/health') return send(200, { ok: true });
    if (url.pathname === '/commits') return send(200, commits);
    if (url.pathname === '/webhooks') return send(200, webhooks);
    if (url.pathname === '/reset' && req.method === 'POST') {
      reset();
      return send(200, { ok: true });
    }
    if (url.pathname === '/webhook/fail' && req.method === 'POST') {
      failing = Number(url.searchParams.get('times') ?? 1);
      return send(200, { failing });
    }
    if (url.pathname === '/webhook' && req.method === 'POST') {
      const text = await bodyOf(req);
      if (failing > 0) {
        failing -= 1;
        return send(503, { message: 'relay down' });
      }
      webhooks.push(JSON.parse(text));
      return send(200, { ok: true });
    }
    if (!account) return send(401, { message: 'Bad credentials' });
    if (url.pathname === '/user') return send(200, { login: account, id: account.length });
    if (url.pathname === `/repos/${repository}`)
      return send(200, {
        full_name: repository,
        permissions: { admin: false, push: account === OWNER_LOGIN, pull: true },
      });
    const path = new RegExp(`^/repos/${repository}/contents/(.+)$`).exec(url.pathname)?.[1];
    if (!path) return send(404, { message: 'Not Found' });
    let text: string;
    try {
      text = fileText(decodeURIComponent(path));
    } catch {
      return send(404, { message: 'Not Found' });
    }
    if (req.method === 'GET')
      return send(200, { path, sha: sha(text), content: Buffer.from(text).toString('base64'), encoding: 'base64' });
    if (req.method !== 'PUT') return send(405, { message: 'Method not allowed' });
    if (account !== OWNER_LOGIN) return send(403, { message: 'Resource not accessible by integration' });
    const put = JSON.parse(await bodyOf(req)) as { message: string; content: string; sha: string; branch: string };
    if (put.sha !== sha(text)) return send(409, { message: `${path} does not match ${put.sha}` });
    const after = Buffer.from(put.content, 'base64').toString('utf8');
    files.set(decodeURIComponent(path), after);
    const commit = {
      path: decodeURIComponent(path),
      message: put.message,
      branch: put.branch,
      before: text,
      after,
      sha: sha(`${put.message}${after}`),
    };
    commits.push(commit);
    return send(200, { content: { path, sha: sha(after) }, commit: { sha: commit.sha, message: put.message } });
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the fake GitHub is not listening on a port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    commits,
    webhooks,
    failWebhooks: (times) => {
      failing = times;
    },
    reset,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeGitHub(Number(process.env.PORT ?? 4419));
  console.log(`Fake GitHub on ${fake.url}`);
}
