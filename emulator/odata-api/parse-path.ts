// The path under /odata/v1/{tenant}/: which resource a request names.
import { odataModel } from '../domain/entity-model';
import { badRequest, notFound } from '../lib/emulator-error';
import { GUID_RE } from '../lib/iso';

export type ODataPath =
  | { kind: 'root' }
  | { kind: 'metadata' }
  | { kind: 'collection'; set: string; count: boolean }
  | { kind: 'entity'; set: string; key: string }
  | { kind: 'action'; set: string; key: string; action: string };

/** Reads `Set`, `Set/$count`, `Set(key)` and `Set(key)/Action`; keys may be bare, quoted or `Id=`. */
export function parsePath(rest: string): ODataPath {
  const path = decodeURIComponent(rest).replace(/\/$/, '');
  if (path === '') return { kind: 'root' };
  if (path === '$metadata') return { kind: 'metadata' };
  const m = /^([A-Za-z]+)(?:\((?:Id=)?'?([^)']*)'?\))?(?:\/(\$count|[A-Za-z.]+))?$/.exec(path);
  const set = m && odataModel.entitySets.find((e) => e.name.toLowerCase() === m[1]!.toLowerCase())?.name;
  if (!m || !set) throw notFound(`OData resource ${path}`);
  const [, , key, tail] = m;
  if (key === undefined) {
    if (tail && tail !== '$count') throw notFound(`OData resource ${path}`);
    return { kind: 'collection', set, count: tail === '$count' };
  }
  if (!GUID_RE.test(key))
    throw badRequest(`The key of ${set} must be a GUID`, [{ field: 'Id', message: 'must be a GUID' }]);
  if (tail === '$count') throw notFound(`OData resource ${path}`);
  return tail
    ? { kind: 'action', set, key: key.toLowerCase(), action: tail }
    : { kind: 'entity', set, key: key.toLowerCase() };
}
