/** A markdown body as plain paragraphs: inline marks and link targets dropped, whitespace collapsed. */
export function plainParagraphs(markdown: string): string[] {
  return markdown
    .replace(/[*_`#>]/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
