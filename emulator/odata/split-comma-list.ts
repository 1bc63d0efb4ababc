// Splits a comma-separated query option into trimmed items that remember where they started.

export interface ListItem {
  text: string;
  /** 0-based offset of the item's first non-blank character (or of its slot, when empty). */
  position: number;
}

export function splitCommaList(text: string): ListItem[] {
  const items: ListItem[] = [];
  let start = 0;
  for (const part of text.split(',')) {
    const lead = part.length - part.trimStart().length;
    items.push({ text: part.trim(), position: start + lead });
    start += part.length + 1;
  }
  return items;
}
