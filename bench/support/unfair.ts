// A bench's verdict on something that makes its comparison meaningless (the answers differ, a peer cannot run): the
// bench prints it as FAILED and exits 1.
export class Unfair extends Error {}
