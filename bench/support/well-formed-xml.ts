// For the unit tests of the SVG plot: whether a string is well-formed XML as far as a hand-written SVG goes (one
// root, every tag closed in order, attributes quoted, no raw '<' or stray '&' in text). Returns the first problem.
export function xmlProblem(xml: string): string | null {
  const stack: string[] = [];
  let roots = 0;
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<|&(?!(?:amp|lt|gt|quot|apos|#\d+);)/g;
  let last = 0;
  for (let m = token.exec(xml); m; m = token.exec(xml)) {
    if (m[0] === '<' || m[0] === '&') return `stray '${m[0]}' at ${m.index}: ${xml.slice(m.index, m.index + 40)}`;
    const text = xml.slice(last, m.index);
    if (stack.length === 0 && text.trim()) return `text outside the root: ${text.trim().slice(0, 40)}`;
    last = token.lastIndex;
    const [, closing, name, , selfClosing] = m;
    if (closing) {
      if (stack.pop() !== name) return `</${name}> closes nothing open at ${m.index}`;
    } else {
      if (stack.length === 0) roots += 1;
      if (!selfClosing) stack.push(name!);
    }
  }
  if (xml.slice(last).trim()) return 'text after the root';
  if (stack.length) return `<${stack.at(-1)}> never closed`;
  return roots === 1 ? null : `${roots} root elements`;
}
