// A property file read outside the build (the illustration tool, the tests, the benchmarks): the YAML between its
// two `---` lines, read by the same YAML parser the build uses, and the markdown after them. The build itself reads
// the files through the content collection.
import { parse } from 'yaml';
import { isRecord } from './json';

/** A markdown file split into its front matter and its body. */
export interface MarkdownFile {
  front: Record<string, unknown>;
  body: string;
}

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/** Splits `text` (the contents of `file`, named in errors) into its front matter and body. */
export function readFrontMatter(text: string, file: string): MarkdownFile {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error(`${file}: missing YAML front matter (a --- block at the top)`);
  const front: unknown = parse(match[1] ?? '');
  if (!isRecord(front)) throw new Error(`${file}: the front matter is not a list of fields`);
  return { front, body: match[2] ?? '' };
}
