// GitHub, as the request inbox uses it with the owner's own sign-in (the token the editor's GitHub sign-in gives):
// who the token is and whether it may write to the site's repository, and a confirmed stay committed to its
// property's file, or taken out of it again, in the form the editor writes. Its address is GITHUB_API_URL
// (GitHub's own by default), so tests talk to a fake on loopback.
import { createHash } from 'node:crypto';
import { type BookedStay, CATALOGUE_FOLDER, type EditorRepository, withDirectBooking } from '../../editor';
import { isRecord } from '../../../lib/json';
import { HttpError } from '../../../server/http';

/** Where GitHub is and what it holds: its API's address, the repository and branch, the fetch that reaches it. */
export interface GitHubSettings extends EditorRepository {
  apiURL: string;
  fetch: typeof fetch;
  /** How long an answer may take, in milliseconds. */
  timeoutMs: number;
}

/** GitHub's public API. */
export const GITHUB_API = 'https://api.github.com';

/** The settings from the environment (GITHUB_API_URL) and the repository the build names. */
export function githubSettings(
  repository: EditorRepository,
  env: (name: string) => string | undefined,
  fetcher: typeof fetch = fetch,
): GitHubSettings {
  const apiURL = (env('GITHUB_API_URL')?.trim() || GITHUB_API).replace(/\/+$/, '');
  return { ...repository, apiURL, fetch: fetcher, timeoutMs: 10_000 };
}

/** A GitHub account that may write to the repository. */
export interface Owner {
  login: string;
}

/** A call to GitHub's API with the owner's token. */
async function call(settings: GitHubSettings, token: string, path: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await settings.fetch(`${settings.apiURL}${path}`, {
      ...init,
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${token}`,
        'x-github-api-version': '2022-11-28',
        'user-agent': 'cazare-litoral-requests',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch {
    throw new HttpError(502, 'github_unavailable', 'GitHub cannot be reached right now; try again in a minute.');
  }
}

/** What an answer holds, when it is JSON. */
const body = async (response: Response): Promise<unknown> => response.json().catch(() => null);

/** Recent checks of a token, by its hash: a list of requests and its changes do not each ask GitHub again. */
const checked = new Map<string, { until: number; owner: Owner | HttpError }>();
const CHECK_MS = 60_000;

/**
 * The account of `token` if it may write to the repository; else a 401 (no token, or one GitHub does not know) or a
 * 403 (an account that cannot write there). Remembered for a minute, the failures too.
 */
export async function ownerOf(
  token: string | undefined,
  settings: GitHubSettings,
  now = Date.now(),
): Promise<Owner | HttpError> {
  if (!token) return new HttpError(401, 'not_signed_in', 'Sign in with the GitHub account that edits the site.');
  const key = createHash('sha256').update(`${settings.apiURL} ${settings.repository} ${token}`).digest('hex');
  const known = checked.get(key);
  if (known && known.until > now) return known.owner;
  const owner = await askGitHub(token, settings);
  // A GitHub that could not be reached is asked again at the next call.
  if (!(owner instanceof HttpError && owner.status >= 500)) checked.set(key, { until: now + CHECK_MS, owner });
  return owner;
}

async function askGitHub(token: string, settings: GitHubSettings): Promise<Owner | HttpError> {
  const user = await call(settings, token, '/user');
  if (user.status === 401)
    return new HttpError(401, 'not_signed_in', 'GitHub does not know this sign-in; sign in again.');
  if (!user.ok)
    return new HttpError(502, 'github_unavailable', `GitHub answered ${user.status}; try again in a minute.`);
  const account = await body(user);
  const login = isRecord(account) && typeof account['login'] === 'string' ? account['login'] : '';
  const repo = await call(settings, token, `/repos/${settings.repository}`);
  const refused = new HttpError(
    403,
    'no_access',
    `The account ${login || 'signed in'} cannot write to the site's repository.`,
  );
  if (repo.status === 404 || repo.status === 403) return refused;
  if (!repo.ok)
    return new HttpError(502, 'github_unavailable', `GitHub answered ${repo.status}; try again in a minute.`);
  const details = await body(repo);
  const permissions = isRecord(details) && isRecord(details['permissions']) ? details['permissions'] : {};
  return permissions['push'] === true && login ? { login } : refused;
}

/** The property file's path in the repository. */
export const propertyPath = (propertyId: string) => `${CATALOGUE_FOLDER}/${propertyId}.md`;

const decode = (base64: string) => Buffer.from(base64.replace(/\n/g, ''), 'base64').toString('utf8');
const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/**
 * Commits `stay` into the direct bookings of its property's file (`add`), or out of them (`remove`), on the
 * repository's branch with the owner's token, the commit's message naming `reference`: the commit's sha, or null when
 * the file already said so. A file changed meanwhile (its sha no longer the one read) is read again and tried once more.
 */
export async function commitStay(
  settings: GitHubSettings,
  token: string,
  change: { propertyId: string; stay: BookedStay; reference: string; kind: 'add' | 'remove' },
): Promise<string | null> {
  const path = propertyPath(change.propertyId);
  for (let attempt = 0; attempt < 2; attempt++) {
    const file = await call(
      settings,
      token,
      `/repos/${settings.repository}/contents/${path}?ref=${encodeURIComponent(settings.branch)}`,
    );
    if (!file.ok) throw new HttpError(502, 'github_unavailable', `GitHub answered ${file.status} for ${path}.`);
    const current = await body(file);
    if (!isRecord(current) || typeof current['content'] !== 'string' || typeof current['sha'] !== 'string')
      throw new HttpError(502, 'github_unavailable', `GitHub gave no readable ${path}.`);
    const text = decode(current['content']);
    const changed = withDirectBooking(text, change.stay, change.kind);
    if (changed === text) return null;
    const verb = change.kind === 'add' ? 'Rezervare directă' : 'Anulare';
    const nights = `${change.stay.checkIn} – ${change.stay.checkOut}`;
    const put = await call(settings, token, `/repos/${settings.repository}/contents/${path}`, {
      method: 'PUT',
      body: JSON.stringify({
        message: `${verb} din cererea ${change.reference}: proprietatea ${change.propertyId}, ${nights}`,
        content: encode(changed),
        sha: current['sha'],
        branch: settings.branch,
      }),
    });
    if (put.status === 409 || put.status === 422) continue;
    if (!put.ok) throw new HttpError(502, 'github_unavailable', `GitHub answered ${put.status} to the commit.`);
    const result = await body(put);
    const commit = isRecord(result) && isRecord(result['commit']) ? result['commit']['sha'] : undefined;
    return typeof commit === 'string' ? commit : '';
  }
  throw new HttpError(409, 'file_changed', `${path} kept changing on GitHub; try again.`);
}
