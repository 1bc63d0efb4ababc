// One error type for every rejected query option, so the emulator can map all of them to a single 400 body.

export type QueryOption = '$filter' | '$orderby' | '$select' | '$top' | '$skip' | '$count';

export class ODataQueryError extends Error {
  readonly option: QueryOption;
  /** 0-based character offset into the option's (URL-decoded) text, when the problem has a place. */
  readonly position?: number;

  constructor(option: QueryOption, detail: string, position?: number, hint?: string) {
    const where = position === undefined ? '' : ` at position ${position}`;
    super(`${option}: ${detail}${where}${hint ? `; ${hint}` : ''}`);
    this.name = 'ODataQueryError';
    this.option = option;
    if (position !== undefined) this.position = position;
  }
}
