import { describe, expect, it } from 'vitest';
import { describeOrderFields, featuresOff, mapOrderFields, propertyFor } from './map-order-fields';
import { parseCsdl } from './parse-csdl';
import { ASSUMED_CSDL } from './read-order-shape';
import { DEFAULT_SHAPE_CSDL, OTHER_ERP_CSDL } from './testing/csdl-fixtures';

describe('parseCsdl', () => {
  it('reads entity types, keys, properties with type and nullability, navigation and sets by their type', () => {
    const doc = parseCsdl(OTHER_ERP_CSDL);
    expect(Object.keys(doc.entityTypes)).toEqual(['PurchaseOrder', 'PurchaseLine', 'Vendor']);
    const order = doc.entityTypes.PurchaseOrder!;
    expect(order.key).toEqual(['Id']);
    expect(order.properties.find((p) => p.name === 'DocumentNo')).toEqual({
      name: 'DocumentNo',
      type: 'Edm.String',
      nullable: false,
    });
    expect(order.properties.find((p) => p.name === 'VendorName')?.nullable).toBe(true);
    expect(order.navigation).toEqual([{ name: 'Lines', type: 'Collection(Vendor.Purchasing.v2.PurchaseLine)' }]);
    expect(doc.entitySets).toEqual({ Order: 'PurchaseOrder', OrderRow: 'PurchaseLine', Company: 'Vendor' });
  });

  it('refuses a document without entity types (an HTML page, an error)', () => {
    expect(() => parseCsdl('<html><body>Sign in</body></html>')).toThrow(/no entity type/);
  });
});

describe('mapOrderFields', () => {
  it('maps the default shape one to one, with every feature on', () => {
    const map = mapOrderFields(parseCsdl(DEFAULT_SHAPE_CSDL));
    expect(propertyFor(map, 'Order.OrderNumber')).toBe('OrderNumber');
    expect(map.fields['Order.DeliveryDate']).toEqual({
      property: 'DeliveryDate',
      type: 'Edm.Date',
      source: 'metadata',
    });
    expect(propertyFor(map, 'Order.SupplierName')).toBeUndefined();
    expect(featuresOff(map)).toEqual([]);
  });

  it('the assumed shape (no $metadata) is the default one', () => {
    const map = mapOrderFields(ASSUMED_CSDL);
    expect(featuresOff(map)).toEqual([]);
    expect(map.fields['Order.DeliveryDate']?.type).toBe('Edm.Date');
  });

  it('finds another ERP’s names by alias and type, through the sets’ entity types', () => {
    const map = mapOrderFields(parseCsdl(OTHER_ERP_CSDL));
    expect(propertyFor(map, 'Order.OrderNumber')).toBe('DocumentNo');
    expect(propertyFor(map, 'Order.SupplierName')).toBe('VendorName');
    expect(propertyFor(map, 'Order.SupplierId')).toBeUndefined();
    expect(map.fields['Order.DeliveryDate']).toEqual({
      property: 'RequestedDeliveryDate',
      type: 'Edm.DateTimeOffset',
      source: 'metadata',
    });
    expect(propertyFor(map, 'OrderRow.ItemCode')).toBe('ArticleNumber');
    expect(propertyFor(map, 'OrderRow.Quantity')).toBe('Qty');
    expect(propertyFor(map, 'Company.CompanyName')).toBe('DisplayName');
    // Created is there by name but as a string: not a time the cart can sort by.
    expect(propertyFor(map, 'Order.Created')).toBeUndefined();
  });

  it(
    'switches off what the other ERP lacks, naming the fields; a supplier on the order keeps supplier search ' + 'on',
    () => {
      const off = featuresOff(mapOrderFields(parseCsdl(OTHER_ERP_CSDL)));
      expect(off).toEqual([
        { feature: 'sortCreated', missing: ['Order.Created'] },
        { feature: 'sortUpdated', missing: ['Order.Updated'] },
        { feature: 'unitProposal', missing: ['OrderRow.UnitOfMeasure'] },
      ]);
    },
  );

  it('takes an admin’s choice over an alias, type-checked, and null as “leave unmapped”', () => {
    const doc = parseCsdl(OTHER_ERP_CSDL);
    const map = mapOrderFields(doc, {
      'Order.Note': 'VendorName',
      'Order.DeliveryDate': null,
      'Order.Updated': 'Created',
    });
    expect(map.fields['Order.Note']).toEqual({ property: 'VendorName', type: 'Edm.String', source: 'admin' });
    // The admin's choice wins the property the alias had found for the supplier.
    expect(propertyFor(map, 'Order.SupplierName')).toBeUndefined();
    expect(propertyFor(map, 'Order.DeliveryDate')).toBeUndefined();
    // Created is a string: it cannot be the time of a change.
    expect(propertyFor(map, 'Order.Updated')).toBeUndefined();
    expect(featuresOff(map).map((f) => f.feature)).toEqual([
      'searchBySupplier',
      'supplierColumn',
      'deliveryDate',
      'sortCreated',
      'sortUpdated',
      'unitProposal',
    ]);
  });

  it('offers the admin the entity’s properties of the types a field takes', () => {
    const rows = describeOrderFields(mapOrderFields(parseCsdl(OTHER_ERP_CSDL)));
    const delivery = rows.find((r) => r.field === 'Order.DeliveryDate')!;
    expect(delivery).toMatchObject({ property: 'RequestedDeliveryDate', source: 'metadata' });
    expect(delivery.candidates).toEqual([{ name: 'RequestedDeliveryDate', type: 'Edm.DateTimeOffset' }]);
    const unit = rows.find((r) => r.field === 'OrderRow.UnitOfMeasure')!;
    expect(unit).toMatchObject({ property: null, source: 'none' });
    expect(unit.candidates.map((c) => c.name)).toEqual(['ArticleNumber']);
  });
});
