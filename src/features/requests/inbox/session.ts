// The owner's sign-in for the request inbox: the GitHub account that edits the site, through the same Netlify OAuth
// provider the editor signs in with (a window of Netlify's own, which answers by messages), or the editor's own
// sign-in when the owner is already signed in there (the same site, the same browser). The token stays in this
// browser; the server checks it against the repository at every call.

/** Where the inbox keeps its token, and where the editor keeps its user (Sveltia CMS's key). */
export const TOKEN_KEY = 'requests-inbox.token';
export const EDITOR_USER_KEY = 'sveltia-cms.user';

/** Netlify's OAuth provider, as the editor uses it. */
export const NETLIFY_AUTH = 'https://api.netlify.com';

/** The token this browser holds for the inbox: its own, else the editor's GitHub sign-in; null when neither. */
export function storedToken(storage: Storage = localStorage): string | null {
  const own = storage.getItem(TOKEN_KEY);
  if (own) return own;
  try {
    const user = JSON.parse(storage.getItem(EDITOR_USER_KEY) ?? 'null') as {
      backendName?: unknown;
      token?: unknown;
    } | null;
    return user?.backendName === 'github' && typeof user.token === 'string' && user.token ? user.token : null;
  } catch {
    return null;
  }
}

/** Forgets the inbox's token (the editor's own sign-in is the editor's to end). */
export function forgetToken(storage: Storage = localStorage): void {
  storage.removeItem(TOKEN_KEY);
}

/** Why a sign-in did not end with a token. */
export class SignInError extends Error {
  constructor(readonly reason: 'blocked' | 'closed' | 'refused') {
    super(reason);
  }
}

/**
 * Signs in through Netlify's window (GitHub's own page inside it): the token, kept for the next visit. The window
 * says 'authorizing:github', is answered the same, then sends 'authorization:github:success:{"token":…}'.
 */
export function signIn(win: Window = window): Promise<string> {
  const { hostname } = win.location;
  const siteId = hostname === 'localhost' ? 'cms.netlify.com' : hostname;
  const popup = win.open(
    `${NETLIFY_AUTH}/auth?${new URLSearchParams({ provider: 'github', site_id: siteId, scope: 'repo' })}`,
    'netlify-auth',
    'width=600,height=720',
  );
  if (!popup) return Promise.reject(new SignInError('blocked'));
  return new Promise((resolve, reject) => {
    const watch = win.setInterval(() => {
      if (!popup.closed) return;
      finish();
      reject(new SignInError('closed'));
    }, 500);
    const finish = () => {
      win.clearInterval(watch);
      win.removeEventListener('message', onMessage);
    };
    const onMessage = ({ origin, data }: MessageEvent) => {
      if (origin !== NETLIFY_AUTH || typeof data !== 'string') return;
      if (data === 'authorizing:github') {
        popup.postMessage(data, origin);
        return;
      }
      const answer = /^authorization:github:(success|error):(.+)$/s.exec(data);
      if (!answer) return;
      finish();
      let token: unknown;
      try {
        token = (JSON.parse(answer[2] ?? '{}') as { token?: unknown }).token;
      } catch {}
      popup.close();
      if (answer[1] !== 'success' || typeof token !== 'string' || !token) return reject(new SignInError('refused'));
      win.localStorage.setItem(TOKEN_KEY, token);
      resolve(token);
    };
    win.addEventListener('message', onMessage);
  });
}
