import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfPage {
  /** The page's text items joined by spaces. */
  text: string;
  /** Width and height in points (A4 landscape: about 842 × 595). */
  width: number;
  height: number;
}

// pdf.js asks for Promise.withResolvers, which Node gains only in 22; the project runs on 20.19 too.
const promises = Promise as unknown as { withResolvers?: () => unknown };
promises.withResolvers ??= () => {
  let resolve!: (value: unknown) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
};

/** Reads a PDF back with pdf.js, as a reader would: its pages, their size and their text. */
export async function readPdf(bytes: Uint8Array): Promise<PdfPage[]> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const pages: PdfPage[] = [];
  try {
    const pdf = await task.promise;
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const [, , width, height] = page.view;
      pages.push({
        text: content.items.map((item) => ('str' in item ? item.str : '')).join(' '),
        width: width!,
        height: height!,
      });
    }
  } finally {
    await task.destroy();
  }
  return pages;
}
