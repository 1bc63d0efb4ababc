// Builds the JSON service document served at the OData root, listing the entity sets a client can query.
import type { ODataModel } from './odata-model';

export interface ServiceDocument {
  '@odata.context': string;
  value: { name: string; kind: 'EntitySet'; url: string }[];
}

/** contextUrl is the absolute $metadata address, e.g. https://host/odata/v1/acme/$metadata. */
export function buildServiceDocument(model: ODataModel, contextUrl: string): ServiceDocument {
  return {
    '@odata.context': contextUrl,
    // Relative URLs resolve against the service root, so the same model serves every tenant.
    value: model.entitySets.map((set) => ({ name: set.name, kind: 'EntitySet', url: set.name })),
  };
}
