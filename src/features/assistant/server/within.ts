// The assistant's waits on Netlify Blobs are bounded as every function's are (src/server/within.ts).
export { within } from '../../../server/within';
