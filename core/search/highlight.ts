/** A run of a highlighted title: plain text, marked or not. */
export interface HighlightPart {
  text: string;
  highlighted: boolean;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
};

function decode(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_match, name: string) => ENTITIES[name] ?? _match,
  );
}

/**
 * Splits a search service highlight (`<em>Oak</em> Sofa`) into text runs. Nothing in it is ever
 * treated as HTML: only the <em> markers are read, every other tag stays literal text, so a
 * hostile title cannot inject markup (the views render the runs as text, marks as <mark>).
 *
 * @example parseHighlight('<em>Oak</em> Sofa') // [{text:'Oak',highlighted:true},{text:' Sofa',highlighted:false}]
 * @example parseHighlight('<img src=x onerror=alert(1)>') // [{text:'<img src=x onerror=alert(1)>',highlighted:false}]
 */
export function parseHighlight(value: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let highlighted = false;
  for (const piece of value.split(/(<\/?em>)/)) {
    if (piece === '<em>') highlighted = true;
    else if (piece === '</em>') highlighted = false;
    else if (piece) parts.push({ text: decode(piece), highlighted });
  }
  return parts;
}
