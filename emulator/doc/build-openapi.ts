// OpenAPI 3.1 description of the REST part (Token, Ping, v3), for /_doc/openapi.json.
import { reservationType } from '../domain/entity-model';
import type { PropertyDef } from '../odata';

const schemaOf = (def: PropertyDef): object => {
  const nullable = def.nullable !== false;
  const base: Record<string, unknown> =
    def.type === 'Edm.Guid'
      ? { type: 'string', format: 'uuid' }
      : def.type === 'Edm.DateTimeOffset'
        ? { type: 'string', format: 'date-time' }
        : def.type === 'Edm.Boolean'
          ? { type: 'boolean' }
          : def.type === 'Edm.Int32'
            ? { type: 'integer' }
            : { type: 'string', ...(def.maxLength ? { maxLength: def.maxLength } : {}) };
  return nullable ? { ...base, type: [base.type, 'null'] } : base;
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const errors = Object.fromEntries(
  ['400', '401', '403', '404', '409', '422', '429', '500'].map((code) => [
    code,
    { description: 'Error', ...json(ref('Error')) },
  ]),
);
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };
const tenantParam = { name: 'tenant', in: 'path', required: true, schema: { type: 'string', default: 'demo' } };
const carrierFields = {
  CarrierId: { type: ['string', 'null'], format: 'uuid' },
  Carrier: { type: ['string', 'null'], maxLength: 200 },
  CarrierDriverFullName: { type: ['string', 'null'], maxLength: 200 },
  VehicleTypeId: { type: ['string', 'null'], format: 'uuid' },
  VehicleNumberPlate: { type: ['string', 'null'], maxLength: 20 },
  TrailerNumberPlate: { type: ['string', 'null'], maxLength: 20 },
};
const writeFields = {
  ResourceId: { type: 'string', format: 'uuid' },
  Start: { type: 'string', format: 'date-time' },
  UnitId: { type: 'string', format: 'uuid' },
  NumberOfUnits: { type: 'integer', minimum: 1 },
  ...carrierFields,
};

export function buildOpenApi(serverUrl: string): object {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Reservation service (emulator): REST interface',
      version: 'v3',
      description:
        'Token and Ping (/v1) and the REST interface (/v3). The OData interface is described by its own $metadata.',
    },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }, { basic: [] }],
    paths: {
      '/v1/{tenant}/Token': {
        post: {
          security: [],
          parameters: [tenantParam],
          requestBody: {
            required: true,
            ...json({
              type: 'object',
              required: ['username', 'password'],
              properties: { username: { type: 'string' }, password: { type: 'string' } },
            }),
          },
          responses: {
            '200': { description: 'Token', ...json({ type: 'object', properties: { token: { type: 'string' } } }) },
            ...errors,
          },
        },
      },
      '/v1/{tenant}/Ping': {
        get: {
          security: [{ bearer: [] }],
          parameters: [tenantParam],
          responses: { '200': { description: 'Alive', ...json({ type: 'object' }) }, ...errors },
        },
      },
      '/v3/{tenant}/Reservations': {
        get: {
          parameters: [
            tenantParam,
            {
              name: '$filter',
              in: 'query',
              required: true,
              schema: { type: 'string' },
              description:
                'OData filter; must bound StartUtc, EndUtc, Created or Updated on both sides in every or-branch.',
            },
            { name: '$orderby', in: 'query', schema: { type: 'string' }, example: 'StartUtc asc,Id asc' },
            {
              name: '$top',
              in: 'query',
              schema: { type: 'integer', maximum: 1000 },
              description: 'At most 1000 records are returned, also without $top.',
            },
            {
              name: '$skip',
              in: 'query',
              schema: { type: 'integer' },
              description: 'Ignored (spec: not processed correctly).',
            },
            {
              name: '$select',
              in: 'query',
              schema: { type: 'string' },
              description: 'Ignored (spec: not processed correctly).',
            },
          ],
          responses: {
            '200': { description: 'Reservations', ...json({ type: 'array', items: ref('Reservation') }) },
            ...errors,
          },
        },
        post: {
          parameters: [tenantParam],
          requestBody: { required: true, ...json(ref('ReservationCreate')) },
          responses: { '201': { description: 'Created', ...json(ref('Reservation')) }, ...errors },
        },
      },
      '/v3/{tenant}/Reservations/{id}': {
        get: {
          parameters: [tenantParam, idParam],
          responses: { '200': { description: 'Reservation', ...json(ref('Reservation')) }, ...errors },
        },
        put: {
          parameters: [tenantParam, idParam],
          requestBody: { required: true, ...json(ref('ReservationUpdate')) },
          responses: { '200': { description: 'Updated', ...json(ref('Reservation')) }, ...errors },
        },
      },
      '/v3/{tenant}/Reservations/CreateFromOrders': {
        post: {
          parameters: [tenantParam],
          requestBody: { required: true, ...json(ref('CreateFromOrders')) },
          responses: { '201': { description: 'Created', ...json(ref('Reservation')) }, ...errors },
        },
      },
      '/v3/{tenant}/Resources': {
        get: {
          parameters: [tenantParam],
          responses: {
            '200': { description: 'Resources', ...json({ type: 'array', items: ref('Resource') }) },
            ...errors,
          },
        },
      },
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        basic: { type: 'http', scheme: 'basic' },
      },
      schemas: {
        Reservation: {
          type: 'object',
          properties: Object.fromEntries(Object.entries(reservationType.properties).map(([k, d]) => [k, schemaOf(d)])),
        },
        ReservationCreate: {
          type: 'object',
          required: ['ResourceId', 'Start', 'UnitId', 'NumberOfUnits'],
          properties: writeFields,
        },
        ReservationUpdate: { type: 'object', properties: writeFields },
        CreateFromOrders: {
          type: 'object',
          required: ['OrderIds', 'ResourceId', 'Date'],
          properties: {
            OrderIds: { type: 'array', minItems: 1, items: { type: 'string', format: 'uuid' } },
            ResourceId: { type: 'string', format: 'uuid' },
            Date: { type: 'string', format: 'date-time' },
            UnitId: { type: 'string', format: 'uuid' },
            NumberOfUnits: { type: 'integer', minimum: 1 },
            ...carrierFields,
          },
        },
        Resource: {
          type: 'object',
          properties: {
            Id: { type: 'string', format: 'uuid' },
            ResourceName: { type: 'string' },
            ShortName: { type: 'string' },
            ResourceNameLocalized: { type: 'string' },
            BranchOfficeId: { type: 'string', format: 'uuid' },
          },
        },
        Error: {
          type: 'object',
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message', 'details'],
              properties: {
                code: { type: 'string' },
                message: { type: 'string' },
                details: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      code: { type: 'string' },
                      field: { type: 'string' },
                      target: { type: 'string' },
                      message: { type: 'string' },
                    },
                  },
                },
                conflictingReservation: {
                  type: 'object',
                  properties: { Id: { type: 'string' }, ReservationNumber: { type: 'string' } },
                },
              },
            },
          },
        },
      },
    },
  };
}
