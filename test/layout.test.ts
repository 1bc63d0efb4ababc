import { describe, expect, it } from 'vitest';
import { measureLayout } from '../scripts/check-layout';

// Issue 44's layout figures, kept true by npm test; `npm run check:layout` prints them with their counts.
describe('the layout', () => {
  const figures = measureLayout();

  it('has each named feature in its own features/<name>/ with an index', () => {
    expect(figures.features).toEqual({ missing: [], unnamed: [], noEntry: [] });
  });

  it('keeps only the shared base in lib/ and components/', () => {
    expect(figures.libExtra).toEqual([]);
    expect(figures.componentsExtra).toEqual([]);
  });

  it('has no loop between folders or files', () => {
    expect(figures.folderLoops).toEqual([]);
    expect(figures.fileLoops).toEqual([]);
  });

  it('has no source file over 250 lines and no line over 120 characters', () => {
    expect(figures.long).toEqual([]);
    expect(figures.wide).toEqual([]);
  });

  it('builds every table on the shared Table', () => {
    expect(figures.tables).toEqual([]);
  });
});
