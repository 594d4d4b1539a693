// The repository the editor commits to and the branch Netlify deploys: read once at build time, for the editor's
// page and for the functions that commit on the owner's behalf (the request inbox's confirmations).

/** The repository and branch. */
export interface EditorRepository {
  /** 'owner/name' on GitHub. */
  repository: string;
  branch: string;
}

/** The sample's repository, when neither Netlify nor a setting names one. */
const SAMPLE_REPOSITORY = 'cazare-litoral/cazare-litoral';

/**
 * 'owner/name' from Netlify's REPOSITORY_URL (https://github.com/owner/name), or CMS_REPOSITORY when set; the branch
 * from CMS_BRANCH, `main` when unset.
 */
export function editorRepository(env: (name: string) => string | undefined): EditorRepository {
  const fromUrl = /github\.com[/:]([^/]+\/[^/.]+)/.exec(env('REPOSITORY_URL') ?? '')?.[1];
  return { repository: env('CMS_REPOSITORY') ?? fromUrl ?? SAMPLE_REPOSITORY, branch: env('CMS_BRANCH') ?? 'main' };
}
