// The servers the journeys run against, all on loopback; E2E_PORT moves them together.
const port = Number(process.env['E2E_PORT'] ?? 4329);

/** The site as `npm start` serves it on a fresh machine: no key, the offline assistant answers. */
export const SITE_PORT = port;
/** The same build whose assistant talks to the fake OpenAI-compatible API below. */
export const MODEL_SITE_PORT = port + 1;
/** tests/support/fake-openai.mjs. */
export const FAKE_OPENAI_PORT = port + 2;

export const siteURL = `http://127.0.0.1:${SITE_PORT}`;
export const modelSiteURL = `http://127.0.0.1:${MODEL_SITE_PORT}`;
