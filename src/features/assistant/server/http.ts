// The assistant's answers share the site's function headers and request checks (src/server/http.ts).
export { checkCaller, FUNCTION_HEADERS, HttpError, json, readBody } from '../../../server/http';
