import { describe, expect, it } from 'vitest';
import { buildMetadataXml } from './build-metadata-xml';
import type { ODataModel } from './odata-model';
import { reservation } from './test-fixtures';

const model: ODataModel = {
  namespace: 'Slots.Api',
  containerName: 'Container',
  entityTypes: [
    reservation,
    {
      name: 'VehicleType',
      key: ['Id'],
      properties: { Id: { type: 'Edm.Guid' }, VehicleTypeName: { type: 'Edm.String', maxLength: 100 } },
    },
  ],
  entitySets: [
    { name: 'Reservation', entityType: 'Reservation' },
    { name: 'VehicleType', entityType: 'VehicleType' },
  ],
  actions: [
    {
      name: 'Patch',
      bindingEntityType: 'Reservation',
      parameters: { Note: { type: 'Edm.String' }, ExtCustomFieldBit1: { type: 'Edm.Boolean' } },
      returnType: 'Reservation',
    },
  ],
};

/** Checks that every tag closes in order, which is what a namespace-unaware XML reader needs first. */
function assertBalanced(xml: string): void {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of xml.matchAll(/<(\/?)([\w:.]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
}

describe('buildMetadataXml', () => {
  const xml = buildMetadataXml(model);

  it('produces a balanced EDMX 4.0 document with the standard namespaces', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="utf-8"?>\n<edmx:Edmx Version="4.0" ' +
          'xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx">',
      ),
    ).toBe(true);
    expect(xml).toContain('<Schema Namespace="Slots.Api" xmlns="http://docs.oasis-open.org/odata/ns/edm">');
    assertBalanced(xml.replace(/^<\?xml[^>]*\?>/, ''));
  });

  it('declares keys and property facets', () => {
    expect(xml).toContain('<Key>\n          <PropertyRef Name="Id"/>\n        </Key>');
    expect(xml).toContain('<Property Name="Id" Type="Edm.Guid" Nullable="false"/>');
    expect(xml).toContain('<Property Name="ReservationNumber" Type="Edm.String" MaxLength="32"/>');
    expect(xml).toContain('<Property Name="Created" Type="Edm.DateTimeOffset"/>');
    // A key is never nullable, even if the model forgets to say so.
    expect(xml).toMatch(
      /<EntityType Name="VehicleType">[\s\S]*<Property Name="Id" Type="Edm.Guid" Nullable="false"\/>/,
    );
  });

  it('declares bound actions with a bindingParameter first', () => {
    expect(xml).toContain(
      [
        '<Action Name="Patch" IsBound="true">',
        '        <Parameter Name="bindingParameter" Type="Slots.Api.Reservation" Nullable="false"/>',
        '        <Parameter Name="Note" Type="Edm.String"/>',
        '        <Parameter Name="ExtCustomFieldBit1" Type="Edm.Boolean"/>',
        '        <ReturnType Type="Slots.Api.Reservation"/>',
        '      </Action>',
      ].join('\n'),
    );
  });

  it('lists entity sets in the container', () => {
    expect(xml).toContain(
      '<EntityContainer Name="Container">\n        <EntitySet Name="Reservation" ' +
        'EntityType="Slots.Api.Reservation"/>\n        <EntitySet Name="VehicleType" ' +
        'EntityType="Slots.Api.VehicleType"/>\n      </EntityContainer>',
    );
  });

  it('escapes attribute values', () => {
    const odd = buildMetadataXml({ ...model, namespace: 'A&B"<c>', actions: [] });
    expect(odd).toContain('Namespace="A&amp;B&quot;&lt;c&gt;"');
  });

  it('refuses references to undeclared entity types', () => {
    expect(() => buildMetadataXml({ ...model, entitySets: [{ name: 'X', entityType: 'Missing' }] })).toThrow(
      'unknown entity type Missing',
    );
    expect(() =>
      buildMetadataXml({
        ...model,
        entityTypes: [{ name: 'T', key: ['Nope'], properties: {} }],
        entitySets: [],
        actions: [],
      }),
    ).toThrow('key Nope is not a property of T');
  });
});
