import {
  ACTIVITY_KIND_LABELS,
  ACTIVITY_KINDS,
  ACTIVITY_SUBJECT_TYPES,
  ActivityEventSchema,
  ActivityQuerySchema,
  activityKindsOf,
  activitySubjectOf,
  describeActivity,
  type ActivityEvent,
} from './index';

const event = (e: Partial<ActivityEvent> & Pick<ActivityEvent, 'kind'>): ActivityEvent => ({
  id: 1,
  occurred_at: '2026-11-26T16:42:00.000Z',
  actor: { id: 2, name: 'Alex Morgan', ip: '203.0.113.7' },
  subject: { type: activitySubjectOf(e.kind), id: 472, label: 'Steel coils' },
  before: null,
  after: null,
  ...e,
});

describe('the activity kinds', () => {
  it('name their subject type first, each type has kinds, and every kind a label', () => {
    for (const kind of ACTIVITY_KINDS) expect(ACTIVITY_SUBJECT_TYPES).toContain(activitySubjectOf(kind));
    for (const type of ACTIVITY_SUBJECT_TYPES) expect(activityKindsOf(type).length).toBeGreaterThan(0);
    expect(Object.keys(ACTIVITY_KIND_LABELS).sort()).toEqual([...ACTIVITY_KINDS].sort());
  });
});

describe('describeActivity', () => {
  it('reads as the History tab says it, without the subject, and as the activity list does, with it', () => {
    const paid = event({ kind: 'load.payment_changed', before: { payment: 'Unpaid' }, after: { payment: 'Paid' } });
    expect(describeActivity(paid)).toBe('changed payment from Unpaid to Paid');
    expect(describeActivity(paid, { withSubject: true })).toBe('changed payment from Unpaid to Paid on load 472 (Steel coils)');
  });

  it('names every changed field, people by name, and an empty value as none', () => {
    const edit = event({
      kind: 'load.updated',
      before: { price: 1200, broker: null, pickup_date: '2026-11-20' },
      after: { price: 1350, broker: 'Acme', pickup_date: '2026-11-21' },
    });
    expect(describeActivity(edit)).toBe('changed price from 1200 to 1350, broker from none to Acme and pickup date from 2026-11-20 to 2026-11-21');
    const sam = { id: 7, name: 'Sam Lee' };
    const ana = { id: 8, name: 'Ana Ruiz' };
    expect(describeActivity(event({ kind: 'load.assigned', before: { driver: null }, after: { driver: sam } }), { withSubject: true })).toBe(
      'assigned driver Sam Lee to load 472 (Steel coils)',
    );
    expect(describeActivity(event({ kind: 'load.reassigned', before: { driver: sam }, after: { driver: ana } }))).toBe(
      'changed the driver from Sam Lee to Ana Ruiz',
    );
    const truck = { type: 'truck' as const, id: 3, label: 'TRK-101' };
    expect(
      describeActivity(event({ kind: 'truck.drivers_changed', subject: truck, before: { drivers: [sam, ana] }, after: { drivers: [] } }), {
        withSubject: true,
      }),
    ).toBe('changed the drivers of truck TRK-101 from Sam Lee, Ana Ruiz to none');
  });

  it("names a truck's dated obligations in words, as its History tab reads them", () => {
    const truck = { type: 'truck' as const, id: 3, label: 'TRK-101' };
    const edit = event({
      kind: 'truck.updated',
      subject: truck,
      before: { next_service_date: '2026-12-01', insurance_expiration_date: '2026-11-30', registration_expiration_date: null },
      after: { next_service_date: '2027-01-15', insurance_expiration_date: '2027-11-30', registration_expiration_date: '2027-06-01' },
    });
    expect(describeActivity(edit)).toBe(
      'changed next service from 2026-12-01 to 2027-01-15, insurance expiry from 2026-11-30 to 2027-11-30 and registration expiry from none to 2027-06-01',
    );
  });

  it('says what happened to the subject for the kinds that carry no field', () => {
    expect(describeActivity(event({ kind: 'load.created' }))).toBe('created the load');
    expect(describeActivity(event({ kind: 'load.deleted' }), { withSubject: true })).toBe('deleted load 472 (Steel coils)');
    expect(
      describeActivity(
        event({ kind: 'driver.document_uploaded', subject: { type: 'driver', id: 5, label: 'Sam Lee' }, after: { driver_license: 'license.pdf' } }),
      ),
    ).toBe('uploaded driver license license.pdf');
    const profile = { type: 'profile' as const, id: 2, label: 'Alex Morgan' };
    expect(describeActivity(event({ kind: 'profile.password_changed', subject: profile }))).toBe('changed the password');
    expect(describeActivity(event({ kind: 'profile.password_changed', subject: profile }), { withSubject: true })).toBe(
      'changed the password of the profile of Alex Morgan',
    );
  });
});

describe('ActivityQuerySchema', () => {
  it('takes one kind or several, comma-separated or repeated', () => {
    expect(ActivityQuerySchema.parse({ kind: 'load.deleted' }).kind).toEqual(['load.deleted']);
    expect(ActivityQuerySchema.parse({ kind: 'load.deleted,load.restored' }).kind).toEqual(['load.deleted', 'load.restored']);
    expect(ActivityQuerySchema.parse({ kind: ['load.deleted', 'truck.deleted,trailer.deleted'] }).kind).toEqual([
      'load.deleted',
      'truck.deleted',
      'trailer.deleted',
    ]);
  });

  it('refuses what is not a kind, a subject type, an id or a day', () => {
    for (const bad of [
      { kind: 'load.exploded' },
      { kind: '' },
      { subject_type: 'receipt' },
      { subject_id: '1.5' },
      { actor: 'me' },
      { from: '2026-02-30' },
      { to: '0000-01-01' },
    ]) {
      expect({ bad, ok: ActivityQuerySchema.safeParse(bad).success }).toEqual({ bad, ok: false });
    }
  });
});

describe('ActivityEventSchema', () => {
  it('holds text, numbers, people and lists of people as values, nothing else', () => {
    expect(
      ActivityEventSchema.safeParse(event({ kind: 'truck.drivers_changed', before: { drivers: [{ id: 1, name: 'A' }] }, after: { drivers: [] } })).success,
    ).toBe(true);
    expect(ActivityEventSchema.safeParse(event({ kind: 'load.updated', after: { price: { amount: 1 } as never } })).success).toBe(false);
  });
});
