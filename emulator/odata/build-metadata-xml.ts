// Renders the model as a CSDL 4.0 EDMX document, the $metadata response OData clients read to learn the schema.
import type { ActionDef, EntityType, ODataModel, PropertyDef } from './odata-model';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);
}

function attributes(attrs: Record<string, string | number | undefined>): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
}

function facets(def: PropertyDef, forceNonNullable: boolean): Record<string, string | number | undefined> {
  return {
    Type: def.type,
    // Nullable defaults to true in CSDL, so only the non-default value is written.
    Nullable: forceNonNullable || def.nullable === false ? 'false' : undefined,
    MaxLength: def.type === 'Edm.String' ? def.maxLength : undefined,
  };
}

function renderEntityType(entity: EntityType, indent: string): string[] {
  for (const key of entity.key) {
    if (!Object.hasOwn(entity.properties, key))
      throw new Error(`buildMetadataXml: key ${key} is not a property of ${entity.name}`);
  }
  const keys = new Set(entity.key);
  return [
    `${indent}<EntityType${attributes({ Name: entity.name })}>`,
    `${indent}  <Key>`,
    ...entity.key.map((key) => `${indent}    <PropertyRef${attributes({ Name: key })}/>`),
    `${indent}  </Key>`,
    ...Object.entries(entity.properties).map(
      ([name, def]) => `${indent}  <Property${attributes({ Name: name, ...facets(def, keys.has(name)) })}/>`,
    ),
    `${indent}</EntityType>`,
  ];
}

function renderAction(action: ActionDef, namespace: string, indent: string): string[] {
  const bindingType = `${namespace}.${action.bindingEntityType}`;
  return [
    `${indent}<Action${attributes({ Name: action.name, IsBound: 'true' })}>`,
    `${indent}  <Parameter${attributes({ Name: 'bindingParameter', Type: bindingType, Nullable: 'false' })}/>`,
    ...Object.entries(action.parameters).map(
      ([name, def]) => `${indent}  <Parameter${attributes({ Name: name, ...facets(def, false) })}/>`,
    ),
    ...(action.returnType
      ? [`${indent}  <ReturnType${attributes({ Type: `${namespace}.${action.returnType}` })}/>`]
      : []),
    `${indent}</Action>`,
  ];
}

/** Throws on references to entity types the model does not declare, since clients would reject the document. */
function assertReferencesResolve(model: ODataModel): void {
  const known = new Set(model.entityTypes.map((t) => t.name));
  const check = (name: string, where: string) => {
    if (!known.has(name)) throw new Error(`buildMetadataXml: ${where} refers to unknown entity type ${name}`);
  };
  for (const set of model.entitySets) check(set.entityType, `entity set ${set.name}`);
  for (const action of model.actions ?? []) {
    check(action.bindingEntityType, `action ${action.name}`);
    if (action.returnType) check(action.returnType, `action ${action.name}`);
  }
}

export function buildMetadataXml(model: ODataModel): string {
  assertReferencesResolve(model);
  const ns = model.namespace;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<edmx:Edmx Version="4.0" xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx">',
    '  <edmx:DataServices>',
    `    <Schema${attributes({ Namespace: ns })} xmlns="http://docs.oasis-open.org/odata/ns/edm">`,
    ...model.entityTypes.flatMap((entity) => renderEntityType(entity, '      ')),
    ...(model.actions ?? []).flatMap((action) => renderAction(action, ns, '      ')),
    `      <EntityContainer${attributes({ Name: model.containerName })}>`,
    ...model.entitySets.map(
      (set) => `        <EntitySet${attributes({ Name: set.name, EntityType: `${ns}.${set.entityType}` })}/>`,
    ),
    '      </EntityContainer>',
    '    </Schema>',
    '  </edmx:DataServices>',
    '</edmx:Edmx>',
  ];
  return `${lines.join('\n')}\n`;
}
