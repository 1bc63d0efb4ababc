// Shapes of the entity model the emulator declares once and serves as $metadata, service document and query checks.

export type EdmType =
  | 'Edm.Guid'
  | 'Edm.String'
  | 'Edm.DateTimeOffset'
  | 'Edm.Int32'
  | 'Edm.Int64'
  | 'Edm.Decimal'
  | 'Edm.Double'
  | 'Edm.Boolean'
  | 'Edm.Date';

export interface PropertyDef {
  type: EdmType;
  /** CSDL default is nullable; key properties are always emitted as non-nullable. */
  nullable?: boolean;
  maxLength?: number;
}

export interface EntityType {
  name: string;
  key: string[];
  properties: Record<string, PropertyDef>;
}

export interface ActionDef {
  name: string;
  bindingEntityType: string;
  parameters: Record<string, PropertyDef>;
  /** Name of an entity type in the same model. */
  returnType?: string;
}

export interface ODataModel {
  namespace: string;
  containerName: string;
  entityTypes: EntityType[];
  entitySets: { name: string; entityType: string }[];
  actions?: ActionDef[];
}

export const NUMERIC_TYPES: ReadonlySet<EdmType> = new Set(['Edm.Int32', 'Edm.Int64', 'Edm.Decimal', 'Edm.Double']);

/** 'Edm.DateTimeOffset' → 'DateTimeOffset', for messages a person reads. */
export function describeEdmType(type: EdmType): string {
  return type.slice(4);
}
