// Reads a CSDL 4.0 document ($metadata) into what the order cart needs of it: each entity type's properties (name,
// Edm type, nullable), its key and its navigation properties. A small reader of the XML's elements and attributes,
// not a full XML parser: CSDL is flat element soup with attributes, and a service's comments or annotations are
// skipped, not interpreted.

export interface CsdlProperty {
  name: string;
  /** As written: `Edm.String`, `Edm.DateTimeOffset`, or a namespaced enum/complex type. */
  type: string;
  nullable: boolean;
}

export interface CsdlEntityType {
  name: string;
  key: string[];
  properties: CsdlProperty[];
  navigation: { name: string; type: string }[];
}

export interface CsdlDocument {
  /** By type name without namespace. */
  entityTypes: Record<string, CsdlEntityType>;
  /** Entity set name → entity type name (without namespace). */
  entitySets: Record<string, string>;
}

const ELEMENT = /<(\/?)(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'", '&amp;': '&' };

const unescape = (text: string) => text.replace(/&(lt|gt|quot|apos|amp);/g, (e) => ENTITIES[e] ?? e);
const lastSegment = (qualified: string) => qualified.slice(qualified.lastIndexOf('.') + 1);

function attributesOf(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(ATTRIBUTE)) out[m[1]!] = unescape(m[2] ?? m[3] ?? '');
  return out;
}

/**
 * The text without its XML comments, an unclosed one running to the end. A scan, not a lazy regex: on a run of
 * unclosed `<!--` the regex tries every start against the whole rest (1 MB took minutes).
 */
export function withoutComments(xml: string): string {
  let out = '';
  for (let from = 0; ;) {
    const start = xml.indexOf('<!--', from);
    if (start < 0) return out + xml.slice(from);
    out += xml.slice(from, start);
    const end = xml.indexOf('-->', start + 4);
    if (end < 0) return out;
    from = end + 3;
  }
}

/** Throws when the text holds no EntityType at all: an HTML login page or an error is not a service's metadata. */
export function parseCsdl(xml: string): CsdlDocument {
  const doc: CsdlDocument = { entityTypes: {}, entitySets: {} };
  const text = withoutComments(xml);
  let current: CsdlEntityType | null = null;
  let inKey = false;
  for (const m of text.matchAll(ELEMENT)) {
    const [, closing, tag, attrText, selfClosing] = m;
    const attrs = attributesOf(attrText ?? '');
    if (closing) {
      if (tag === 'EntityType') current = null;
      if (tag === 'Key') inKey = false;
      continue;
    }
    if (tag === 'EntityType' && attrs.Name) {
      current = { name: attrs.Name, key: [], properties: [], navigation: [] };
      doc.entityTypes[attrs.Name] = current;
      if (selfClosing) current = null;
    } else if (tag === 'Key' && current) {
      inKey = !selfClosing;
    } else if (tag === 'PropertyRef' && current && inKey && attrs.Name) {
      current.key.push(attrs.Name);
    } else if (tag === 'Property' && current && attrs.Name && attrs.Type) {
      current.properties.push({ name: attrs.Name, type: attrs.Type, nullable: attrs.Nullable !== 'false' });
    } else if (tag === 'NavigationProperty' && current && attrs.Name && attrs.Type) {
      current.navigation.push({ name: attrs.Name, type: attrs.Type });
    } else if (tag === 'EntitySet' && attrs.Name && attrs.EntityType) {
      doc.entitySets[attrs.Name] = lastSegment(attrs.EntityType);
    }
  }
  if (Object.keys(doc.entityTypes).length === 0) throw new Error('The $metadata document declares no entity type');
  return doc;
}
