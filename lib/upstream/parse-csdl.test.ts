import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsdl, withoutComments } from './parse-csdl';

const METADATA =
  '<edmx:Edmx><edmx:DataServices><Schema Namespace="Demo"><!-- a note -->' +
  '<EntityType Name="Order"><Key><PropertyRef Name="Id"/></Key><Property Name="Id" Type="Edm.Guid" Nullable="false"/>' +
  '<!-- <Property Name="Hidden" Type="Edm.String"/> --></EntityType>' +
  '<EntityContainer><EntitySet Name="Orders" EntityType="Demo.Order"/></EntityContainer></Schema>' +
  '</edmx:DataServices></edmx:Edmx>';

describe('withoutComments', () => {
  it('takes out what a lazy regex takes out, on any mix of comment marks', () => {
    const piece = fc.constantFrom('<!--', '-->', '--', '<!-', '-', '>', '<', 'a', ' ');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const xml = pieces.join('');
        // An unclosed comment runs to the end, as an XML reader would stop there.
        expect(withoutComments(xml)).toBe(xml.replace(/<!--[\s\S]*?(?:-->|$)/g, ''));
      }),
    );
  });
});

describe('parseCsdl', () => {
  it('reads entity types and sets, ignoring what a comment holds', () => {
    const doc = parseCsdl(METADATA);
    expect(doc.entityTypes.Order).toEqual({
      name: 'Order',
      key: ['Id'],
      properties: [{ name: 'Id', type: 'Edm.Guid', nullable: false }],
      navigation: [],
    });
    expect(doc.entitySets).toEqual({ Orders: 'Order' });
  });

  it('refuses a megabyte of unclosed comment marks as metadata with no entity type', () => {
    expect(() => parseCsdl('<!--'.repeat(262_144))).toThrow('declares no entity type');
  });
});
