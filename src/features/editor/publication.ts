// Whether a save is live: a save is a commit on GitHub, which Netlify builds and publishes; the built site states
// the commit it was built from (/build.json, src/integrations/build-commit.ts). After a save the editor finds the
// commit that holds the saved file, says 'Se publică…' until the site states that commit (or a later one that holds
// it), then 'Publicat'; past PATIENCE_MS it says the publication has not arrived and where to look, and keeps looking.
import type { PublicationSetup } from './setup';

/** The file the built site states its commit in. */
export const BUILD_FILE = '/build.json';

/** How long a publication usually takes at most (a build is about two minutes), before the editor says it is late. */
export const PATIENCE_MS = 5 * 60_000;

/** How often the editor looks again. */
const POLL_MS = 10_000;

/** GitHub's API. */
const GITHUB_API = 'https://api.github.com';

/** Where a publication stands. */
export type PublicationState = 'publishing' | 'published' | 'late';

/** What the owner reads for `state`, in Romanian, with the links it needs. */
export function publicationWords(
  state: PublicationState,
  setup: PublicationSetup,
  commit: string | undefined,
): { text: string; links: { label: string; href: string }[] } {
  if (state === 'published') return { text: 'Publicat: modificarea se vede pe site.', links: [] };
  if (state === 'publishing') return { text: 'Se publică… (de obicei un minut sau două)', links: [] };
  return {
    text: `Publicarea nu a ajuns încă pe site după ${PATIENCE_MS / 60_000} minute. Modificarea e salvată; vedeți pe Netlify, la Deploys, dacă publicarea a eșuat și de ce. Pagina se actualizează singură când ajunge.`,
    links: [
      { label: 'Deploys pe Netlify', href: setup.deploysUrl },
      ...(commit
        ? [{ label: 'Modificarea pe GitHub', href: `https://github.com/${setup.repository}/commit/${commit}` }]
        : []),
    ],
  };
}

/** The token the editor signed in with, for GitHub's API (none when working on a local copy). */
function token(): string | undefined {
  try {
    const user = JSON.parse(localStorage.getItem('sveltia-cms.user') ?? 'null') as { token?: unknown } | null;
    return typeof user?.token === 'string' && user.token !== '' ? user.token : undefined;
  } catch {
    return undefined;
  }
}

async function github<T>(path: string): Promise<T | undefined> {
  const key = token();
  try {
    const response = await fetch(`${GITHUB_API}${path}`, {
      headers: { Accept: 'application/vnd.github+json', ...(key ? { Authorization: `Bearer ${key}` } : {}) },
      cache: 'no-store',
    });
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** The last commit on the branch that changed `path`, as GitHub has it now. */
export async function lastCommitOf(setup: PublicationSetup, path: string): Promise<string | undefined> {
  const commits = await github<{ sha?: string }[]>(
    `/repos/${setup.repository}/commits?sha=${encodeURIComponent(setup.branch)}&path=${encodeURIComponent(path)}&per_page=1`,
  );
  return commits?.[0]?.sha;
}

/** The commit the site is built from now, as it states it. */
export async function deployedCommit(): Promise<string | undefined> {
  try {
    const response = await fetch(BUILD_FILE, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const { commit } = (await response.json()) as { commit?: unknown };
    return typeof commit === 'string' ? commit : undefined;
  } catch {
    return undefined;
  }
}

/** True when the site's commit holds `commit`: the same one, or a later one built on it. */
async function holds(setup: PublicationSetup, deployed: string, commit: string): Promise<boolean> {
  if (deployed === commit) return true;
  const comparison = await github<{ status?: string }>(`/repos/${setup.repository}/compare/${commit}...${deployed}`);
  return comparison?.status === 'ahead' || comparison?.status === 'identical';
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The banner the editor speaks through, at the foot of the screen, announced as it changes. */
function banner(): HTMLElement {
  const existing = document.getElementById('editor-publication');
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = 'editor-publication';
  element.setAttribute('role', 'status');
  element.setAttribute(
    'style',
    'position:fixed;left:8px;right:8px;bottom:8px;z-index:1000;max-width:36rem;margin:0 auto;padding:12px 16px;border-radius:10px;background:#1b1b1b;color:#fff;font:15px/1.45 system-ui,sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.3)',
  );
  document.body.append(element);
  return element;
}

function show(state: PublicationState, setup: PublicationSetup, commit: string | undefined): void {
  const element = banner();
  const { text, links } = publicationWords(state, setup, commit);
  element.dataset['state'] = state;
  element.replaceChildren(text);
  for (const { label, href } of links) {
    const link = document.createElement('a');
    link.href = href;
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = label;
    link.setAttribute('style', 'color:#9cd3ff;margin-left:8px;text-decoration:underline');
    element.append(' ', link);
  }
}

let following = 0;

/**
 * Follows the save of `path` whose last commit before the save was `before`: 'Se publică…' until the site states a
 * commit that holds the save's, then 'Publicat'. A later save follows its own commit instead.
 */
export async function followPublication(
  setup: PublicationSetup,
  path: string,
  before: string | undefined,
): Promise<void> {
  const turn = ++following;
  const start = Date.now();
  let commit: string | undefined;
  show('publishing', setup, undefined);
  while (turn === following) {
    const late = Date.now() - start > PATIENCE_MS;
    if (commit === undefined) {
      const last = await lastCommitOf(setup, path);
      if (last !== undefined && last !== before) commit = last;
    }
    if (commit !== undefined) {
      const deployed = await deployedCommit();
      if (deployed !== undefined && (await holds(setup, deployed, commit))) {
        if (turn === following) show('published', setup, commit);
        return;
      }
    }
    if (turn !== following) return;
    show(late ? 'late' : 'publishing', setup, commit);
    await wait(POLL_MS);
  }
}
