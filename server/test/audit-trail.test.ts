import { ACTIVITY_KINDS, ActivityPageSchema, type ActivityEvent, type ActivityKind } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, multipart, samples, type TestContext, type TestUser } from './build';

// Issue 28: every write of the admin area leaves one record per thing it changed (who, from which
// address, what kind, about what, the changed fields before and after), in the write's own
// transaction; a refused or failed write leaves none; the records outlive their subjects and
// cannot be changed. Each kind of write is made here through the API and its record read back
// through GET activity/ (its answer checked against the contract by the test app).
let ctx: TestContext;
let admin: TestUser;
let dispatcher: TestUser;
const seen = new Set<ActivityKind>();

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin', { firstName: 'Alex', lastName: 'Morgan' });
  dispatcher = await createUser(ctx, 'dispatcher');
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (
  method: Method,
  url: string,
  payload?: unknown,
  user: TestUser = admin,
  extra: { headers?: Record<string, string>; remoteAddress?: string } = {},
) => ctx.app.inject({ method, url, payload: payload as object, headers: { ...user.headers, ...extra.headers }, remoteAddress: extra.remoteAddress });

const lastId = async () => Number((await ctx.db.$client.query('select coalesce(max(id), 0) as id from audit_events')).rows[0].id);

/** The events a write recorded, oldest first, read through the API. */
async function recorded(write: () => Promise<{ statusCode: number; body: string }>, status?: number): Promise<ActivityEvent[]> {
  const mark = await lastId();
  const res = await write();
  if (status !== undefined) expect({ status: res.statusCode, body: res.body.slice(0, 200) }).toMatchObject({ status });
  const page = await call('GET', '/api/activity/?page_size=200');
  expect(page.statusCode).toBe(200);
  const events = ActivityPageSchema.parse(page.json())
    .results.filter((e) => e.id > mark)
    .reverse();
  for (const e of events) seen.add(e.kind);
  return events;
}

const byAdmin = { id: expect.any(Number), name: 'Alex Morgan', ip: '127.0.0.1' };

const newLoad = {
  loadname: 'Steel coils',
  pickup_location: 'Gary, IN',
  delivery_location: 'Toledo, OH',
  pickup_date: '2026-11-20',
  pickup_time: '08:00',
  delivery_date: '2026-11-21',
  delivery_time: '09:30',
  weight_lbs: 42000,
  price: 1200,
};

async function createLoad(fields: Partial<typeof newLoad> & { broker_id?: number; price?: number } = {}): Promise<number> {
  const res = await call('POST', '/api/create-load/', { ...newLoad, ...fields });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

async function registerDriver(first: string, last: string, phone: string): Promise<number> {
  const res = await call('POST', '/api/register/', { first_name: first, last_name: last, email: phone, password: 'Driver-pass1!', user_type: 'driver' });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

describe('loads', () => {
  it('records a new load with who, from where and every field it was given', async () => {
    const [event, ...more] = await recorded(() => call('POST', '/api/create-load/', newLoad), 201);
    expect(more).toEqual([]);
    expect(event).toMatchObject({ kind: 'load.created', actor: { ...byAdmin, id: admin.id }, subject: { type: 'load', label: 'Steel coils' }, before: null });
    expect(event.after).toEqual({ ...newLoad, payment: 'Unpaid', status: 'unassigned' });
    expect(new Date(event.occurred_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records an edit with only the fields it changed, the payment on its own record, and nothing for a save that changes nothing', async () => {
    const id = await createLoad();
    const events = await recorded(() => call('PUT', `/api/loads/${id}/`, { price: 1350, broker: 'Acme', payment: 'Paid', loadname: 'Steel coils' }), 200);
    expect(events.map((e) => [e.kind, e.subject.id, e.before, e.after])).toEqual([
      ['load.payment_changed', id, { payment: 'Unpaid' }, { payment: 'Paid' }],
      ['load.updated', id, { price: 1200, broker: null }, { price: 1350, broker: 'Acme' }],
      // A broker no record had (issue 30): made in the same write, and recorded with it.
      ['broker.created', expect.any(Number), null, { name: 'Acme', payment_terms_days: 30 }],
    ]);
    expect(await recorded(() => call('PUT', `/api/loads/${id}/`, { price: 1350, payment: 'Paid' }), 200)).toEqual([]);
  });

  it('records assigning, changing and delivering the driver, the delivery by the driver who made it', async () => {
    const id = await createLoad({ loadname: 'Frozen peas' });
    const first = await registerDriver('Sam', 'Lee', '+1 555 010 7001');
    const second = await createUser(ctx, 'driver', { firstName: 'Ana', lastName: 'Ruiz' });

    const assigned = await recorded(() => call('POST', '/api/create-assignment/', { load: id, driver: first, driver_fee: 300 }), 201);
    expect(assigned.map((e) => [e.kind, e.before, e.after])).toEqual([
      ['load.assigned', { driver: null, status: 'unassigned' }, { driver: { id: first, name: 'Sam Lee' }, status: 'assigned' }],
      ['load.updated', { driver_fee: null }, { driver_fee: 300 }],
    ]);

    const assignment = (await call('GET', `/api/loads/${id}/`)).json().assignments[0].id;
    const changed = await recorded(() => call('PUT', `/api/update-assignment/${assignment}/`, { driver: second.id }), 200);
    expect(changed.map((e) => [e.kind, e.before, e.after])).toEqual([
      ['load.reassigned', { driver: { id: first, name: 'Sam Lee' } }, { driver: { id: second.id, name: 'Ana Ruiz' } }],
    ]);

    const delivered = await recorded(() => call('POST', `/api/loads/${id}/deliver/`, undefined, second), 200);
    expect(delivered).toEqual([
      expect.objectContaining({
        kind: 'load.delivered',
        actor: { id: second.id, name: 'Ana Ruiz', ip: '127.0.0.1' },
        before: { status: 'assigned' },
        after: { status: 'delivered' },
      }),
    ]);
  });

  it('records an uploaded document by its file name, and the one it replaced', async () => {
    const id = await createLoad();
    const upload = (name: string) => {
      const body = multipart([{ name: 'document', filename: name, content: samples.pdf, type: 'application/pdf' }]);
      return call('PATCH', `/api/loads/${id}/upload-docs/`, body.payload, admin, { headers: body.headers });
    };
    expect((await recorded(() => upload('rate con.pdf'), 200)).map((e) => [e.kind, e.before, e.after])).toEqual([
      ['load.document_uploaded', { document: null }, { document: 'rate con.pdf' }],
    ]);
    expect((await recorded(() => upload('bol.pdf'), 200)).map((e) => [e.before, e.after])).toEqual([[{ document: 'rate con.pdf' }, { document: 'bol.pdf' }]]);
  });

  it("records the administrator's Mark Delivered and its undo, and a document added with its kind and removed", async () => {
    const id = await createLoad({ loadname: 'Paper rolls' });
    const driver = await createUser(ctx, 'driver', { firstName: 'Kim', lastName: 'Ode' });
    expect((await call('POST', '/api/create-assignment/', { load: id, driver: driver.id })).statusCode).toBe(201);

    const delivered = await recorded(() => call('POST', `/api/loads/${id}/delivery/`, { delivered_at: new Date().toISOString() }), 200);
    expect(delivered.map((e) => [e.kind, e.actor, e.before, e.after])).toEqual([['load.delivered', byAdmin, { status: 'assigned' }, { status: 'delivered' }]]);
    const undone = await recorded(() => call('DELETE', `/api/loads/${id}/delivery/`), 200);
    expect(undone.map((e) => [e.kind, e.before, e.after])).toEqual([['load.delivery_undone', { status: 'delivered' }, { status: 'assigned' }]]);

    const pod = multipart([
      { name: 'kind', value: 'proof_of_delivery' },
      { name: 'document', filename: 'pod 7.pdf', content: samples.pdf, type: 'application/pdf' },
    ]);
    let documentId = 0;
    const added = await recorded(async () => {
      const res = await call('POST', `/api/loads/${id}/documents/`, pod.payload, admin, { headers: pod.headers });
      documentId = res.json().id;
      return res;
    }, 201);
    expect(added.map((e) => [e.kind, e.subject, e.before, e.after])).toEqual([
      ['load.document_uploaded', { type: 'load', id, label: 'Paper rolls' }, null, { document: 'pod 7.pdf' }],
    ]);
    const removed = await recorded(() => call('DELETE', `/api/load-documents/${documentId}/`), 204);
    expect(removed.map((e) => [e.kind, e.before, e.after])).toEqual([['load.document_removed', { document: 'pod 7.pdf' }, null]]);
  });

  it('records one event per load of a bulk action, none for a load it left as it was', async () => {
    const ids = [await createLoad({ loadname: 'Bulk A' }), await createLoad({ loadname: 'Bulk B' }), await createLoad({ loadname: 'Bulk C' })];
    await call('PUT', `/api/loads/${ids[2]}/`, { payment: 'Paid' });
    const paid = await recorded(() => call('POST', '/api/loads/bulk-payment/', { ids, payment: 'Paid' }), 200);
    expect(paid.map((e) => [e.kind, e.subject.id, e.subject.label, e.after])).toEqual([
      ['load.payment_changed', ids[1], 'Bulk B', { payment: 'Paid' }],
      ['load.payment_changed', ids[0], 'Bulk A', { payment: 'Paid' }],
    ]);

    const deleted = await recorded(() => call('POST', '/api/loads/bulk-delete/', { ids: [ids[0], ids[1], 999_999] }), 200);
    expect(deleted.map((e) => [e.kind, e.subject.id, e.after])).toEqual([
      ['load.deleted', ids[1], null],
      ['load.deleted', ids[0], null],
    ]);
    expect(deleted[0].before).toMatchObject({ loadname: 'Bulk B', payment: 'Paid', price: 1200, status: 'unassigned' });

    const restored = await recorded(() => call('POST', '/api/loads/restore/', { ids: [ids[0]] }), 200);
    expect(restored.map((e) => [e.kind, e.subject.id, e.before])).toEqual([['load.restored', ids[0], null]]);
    expect(restored[0].after).toMatchObject({ loadname: 'Bulk A', payment: 'Paid' });
  });

  it("keeps a deleted load's history readable, newest first, after its restore window is gone", async () => {
    const id = await createLoad({ loadname: 'Gone for good' });
    await call('PUT', `/api/loads/${id}/`, { payment: 'Paid' });
    expect((await recorded(() => call('DELETE', `/api/delete-load/${id}/`), 204)).map((e) => e.kind)).toEqual(['load.deleted']);
    // The sweep's purge, as it would run past LOAD_RESTORE_SECONDS.
    await ctx.db.$client.query('delete from deleted_loads where id = $1', [id]);
    const history = await call('GET', `/api/activity/?subject_type=load&subject_id=${id}`);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({ count: 3 });
    expect(history.json().results.map((e: ActivityEvent) => [e.kind, e.subject.label])).toEqual([
      ['load.deleted', 'Gone for good'],
      ['load.payment_changed', 'Gone for good'],
      ['load.created', 'Gone for good'],
    ]);
  });
});

describe('people', () => {
  it('records a new driver and dispatcher without their password', async () => {
    const driver = await recorded(
      () => call('POST', '/api/register/', { first_name: 'Kim', last_name: 'Ode', email: '+1 (555) 010-7002', password: 'Driver-pass1!', user_type: 'driver' }),
      201,
    );
    expect(driver.map((e) => [e.kind, e.subject.label, e.before, e.after])).toEqual([
      ['driver.created', 'Kim Ode', null, { first_name: 'Kim', last_name: 'Ode', email: '+15550107002', phone_number: '+15550107002' }],
    ]);
    const body = { first_name: 'Dee', last_name: 'Spatch', email: 'dee@example.com', password: 'Dispatch-pass1!', user_type: 'dispatcher' };
    const made = await recorded(() => call('POST', '/api/register/', body), 201);
    expect(made.map((e) => [e.kind, e.after])).toEqual([['dispatcher.created', { first_name: 'Dee', last_name: 'Spatch', email: 'dee@example.com' }]]);
    expect(JSON.stringify([...driver, ...made])).not.toMatch(/pass1|password|argon/i);
  });

  it("records a person's documents by file name", async () => {
    const driver = await registerDriver('Doc', 'Holder', '+1 555 010 7003');
    const body = multipart([{ name: 'driver_license', filename: 'license.pdf', content: samples.pdf, type: 'application/pdf' }]);
    const events = await recorded(() => call('PATCH', `/api/drivers/${driver}/upload-docs/`, body.payload, admin, { headers: body.headers }), 200);
    expect(events.map((e) => [e.kind, e.subject, e.before, e.after])).toEqual([
      ['driver.document_uploaded', { type: 'driver', id: driver, label: 'Doc Holder' }, { driver_license: null }, { driver_license: 'license.pdf' }],
    ]);
    const made = await call('POST', '/api/register/', {
      first_name: 'Id',
      last_name: 'Card',
      email: 'id@example.com',
      password: 'Dispatch-pass1!',
      user_type: 'dispatcher',
    });
    const card = multipart([{ name: 'id_card', filename: 'card.png', content: samples.png, type: 'image/png' }]);
    const filed = await recorded(() => call('PATCH', `/api/dispatchers/${made.json().id}/upload-docs/`, card.payload, admin, { headers: card.headers }), 200);
    expect(filed.map((e) => [e.kind, e.after])).toEqual([['dispatcher.document_uploaded', { id_card: 'card.png' }]]);
  });

  it('records edits of a person with only what changed, deactivation and reactivation, a password set and a reset code sent, never a password or a code', async () => {
    const driver = await createUser(ctx, 'driver', { firstName: 'Rae', lastName: 'Lund', email: 'rae.lund@example.com' });
    const person = await createUser(ctx, 'dispatcher', { firstName: 'Cy', lastName: 'Moss', email: 'cy.moss@example.com' });
    const subject = (id: number, label: string) => ({ type: expect.any(String), id, label });

    const edited = await recorded(() => call('PUT', `/api/drivers/${driver.id}/`, { first_name: 'Raelyn', last_name: 'Lund', address: '1 Dock Rd' }), 200);
    expect(edited.map((e) => [e.kind, e.subject, e.before, e.after])).toEqual([
      ['driver.updated', subject(driver.id, 'Raelyn Lund'), { first_name: 'Rae', address: null }, { first_name: 'Raelyn', address: '1 Dock Rd' }],
    ]);
    expect(await recorded(() => call('PUT', `/api/dispatchers/${person.id}/`, { first_name: 'Cy', last_name: 'Moss' }), 200)).toEqual([]);
    expect((await recorded(() => call('PUT', `/api/dispatchers/${person.id}/`, { first_name: 'Cyrus', last_name: 'Moss' }), 200)).map((e) => e.kind)).toEqual([
      'dispatcher.updated',
    ]);

    const off = await recorded(() => call('POST', `/api/users/${person.id}/deactivate/`), 200);
    expect(off.map((e) => [e.kind, e.actor, e.subject])).toEqual([['dispatcher.deactivated', byAdmin, subject(person.id, 'Cyrus Moss')]]);
    expect(await recorded(() => call('POST', `/api/users/${person.id}/deactivate/`), 200)).toEqual([]);
    expect((await recorded(() => call('POST', `/api/users/${person.id}/reactivate/`), 200)).map((e) => e.kind)).toEqual(['dispatcher.reactivated']);
    expect((await recorded(() => call('POST', `/api/users/${driver.id}/deactivate/`), 200)).map((e) => e.kind)).toEqual(['driver.deactivated']);
    expect((await recorded(() => call('POST', `/api/users/${driver.id}/reactivate/`), 200)).map((e) => e.kind)).toEqual(['driver.reactivated']);

    const secret = 'Fresh-pass-42!';
    for (const [who, kind] of [
      [driver, 'driver.password_set'],
      [person, 'dispatcher.password_set'],
    ] as const) {
      const set = await recorded(() => call('POST', `/api/users/${who.id}/set-password/`, { new_password: secret, confirm_password: secret }));
      expect(set.map((e) => [e.kind, e.before, e.after])).toEqual([[kind, null, null]]);
      expect(JSON.stringify(set)).not.toContain(secret);
    }
    for (const [who, kind] of [
      [driver, 'driver.reset_code_sent'],
      [person, 'dispatcher.reset_code_sent'],
    ] as const) {
      const sent = await recorded(() => call('POST', `/api/users/${who.id}/send-reset-code/`));
      expect(sent.map((e) => [e.kind, e.after])).toEqual([[kind, { sent_to: who.email }]]);
    }
  });

  it("records a driver's deletion, and on their loads and truck what it released", async () => {
    const driver = await registerDriver('Leaving', 'Soon', '+1 555 010 7004');
    const stays = await registerDriver('Stays', 'On', '+1 555 010 7005');
    const load = await createLoad({ loadname: 'Left behind' });
    await call('POST', '/api/create-assignment/', { load, driver });
    const truck = (await call('POST', '/api/create-truck/', { truck_number: 'TRK-DEL', truck_model: 'Volvo', vin_number: 'VINDEL1' })).json().id;
    await call('POST', '/api/assign-truck/', { truck_id: truck, driver_ids: [driver, stays] });

    const events = await recorded(() => call('DELETE', `/api/users/delete/${driver}/`), 204);
    const leaving = { id: driver, name: 'Leaving Soon' };
    expect(events.map((e) => [e.kind, e.subject.type, e.subject.id, e.before, e.after])).toEqual([
      [
        'driver.deleted',
        'driver',
        driver,
        { first_name: 'Leaving', last_name: 'Soon', email: '+15550107004', phone_number: '+15550107004', truck: 'TRK-DEL' },
        null,
      ],
      ['load.unassigned', 'load', load, { driver: leaving, status: 'assigned' }, { driver: null, status: 'unassigned' }],
      ['truck.drivers_changed', 'truck', truck, { drivers: [leaving, { id: stays, name: 'Stays On' }] }, { drivers: [{ id: stays, name: 'Stays On' }] }],
    ]);
  });
});

describe('fleet', () => {
  it('records trucks: added, edited, given drivers (on each truck a driver left too) and deleted with their trailers', async () => {
    const driver = await registerDriver('Road', 'Runner', '+1 555 010 7006');
    const truck = { truck_number: 'TRK-A1', truck_model: 'Volvo VNL', vin_number: 'VINA1', registration_expiration_date: '2027-01-31' };
    const created = await recorded(() => call('POST', '/api/create-truck/', truck), 201);
    const a = created[0].subject.id;
    expect(created.map((e) => [e.kind, e.subject.label, e.after])).toEqual([
      ['truck.created', 'TRK-A1', { truck_number: 'TRK-A1', truck_model: 'Volvo VNL', vin_number: 'VINA1', registration_expiration_date: '2027-01-31' }],
    ]);
    const edited = await recorded(() => call('PUT', `/api/update-truck/${a}/`, { ...truck, truck_model: 'Volvo VNR', truck_notes: 'New tires' }), 200);
    expect(edited.map((e) => [e.kind, e.before, e.after])).toEqual([
      ['truck.updated', { truck_model: 'Volvo VNL', truck_notes: null }, { truck_model: 'Volvo VNR', truck_notes: 'New tires' }],
    ]);
    const given = await recorded(() => call('POST', '/api/assign-truck/', { truck_id: a, driver_ids: [driver] }), 200);
    expect(given.map((e) => [e.kind, e.subject.id, e.before, e.after])).toEqual([
      ['truck.drivers_changed', a, { drivers: [] }, { drivers: [{ id: driver, name: 'Road Runner' }] }],
    ]);

    const b = (await call('POST', '/api/create-truck/', { truck_number: 'TRK-B2', truck_model: 'Kenworth', vin_number: 'VINB2' })).json().id;
    const moved = await recorded(() => call('POST', '/api/assign-truck/', { truck_id: b, driver_ids: [driver] }), 200);
    expect(moved.map((e) => [e.kind, e.subject.label, e.after])).toEqual([
      ['truck.drivers_changed', 'TRK-B2', { drivers: [{ id: driver, name: 'Road Runner' }] }],
      ['truck.drivers_changed', 'TRK-A1', { drivers: [] }],
    ]);

    const trailer = (await call('POST', '/api/create-trailer/', { tailer_name: 'Reefer', trailer_number: 'TRL-9', truck_number: 'TRK-B2' })).json().id;
    const gone = await recorded(() => call('DELETE', `/api/delete-trucks/${b}/`), 204);
    expect(gone.map((e) => [e.kind, e.subject.label, e.before, e.after])).toEqual([
      [
        'truck.deleted',
        'TRK-B2',
        { truck_number: 'TRK-B2', truck_model: 'Kenworth', vin_number: 'VINB2', drivers: [{ id: driver, name: 'Road Runner' }] },
        null,
      ],
      ['trailer.truck_changed', 'TRL-9', { truck: 'TRK-B2' }, { truck: null }],
    ]);
    expect(gone[1].subject.id).toBe(trailer);
  });

  it('records trailers: added, edited, hitched and deleted', async () => {
    await call('POST', '/api/create-truck/', { truck_number: 'TRK-T1', truck_model: 'Mack', vin_number: 'VINT1' });
    const created = await recorded(() => call('POST', '/api/create-trailer/', { tailer_name: 'Flatbed', trailer_number: 'TRL-1', truck_number: '' }), 201);
    const id = created[0].subject.id;
    expect(created.map((e) => [e.kind, e.after])).toEqual([['trailer.created', { tailer_name: 'Flatbed', trailer_number: 'TRL-1' }]]);
    const edited = await recorded(
      () => call('PUT', `/api/update-trailer/${id}/`, { tailer_name: 'Flatbed 53', trailer_number: 'TRL-1', truck_number: 'TRK-T1' }),
      200,
    );
    expect(edited.map((e) => [e.kind, e.before, e.after])).toEqual([
      ['trailer.updated', { tailer_name: 'Flatbed' }, { tailer_name: 'Flatbed 53' }],
      ['trailer.truck_changed', { truck: null }, { truck: 'TRK-T1' }],
    ]);
    const unhitched = await recorded(() => call('POST', '/api/assign-trailer/', { trailer_id: id, truck_id: null }), 200);
    expect(unhitched.map((e) => [e.kind, e.before, e.after])).toEqual([['trailer.truck_changed', { truck: 'TRK-T1' }, { truck: null }]]);
    const deleted = await recorded(() => call('DELETE', `/api/delete-trailers/${id}/`), 204);
    expect(deleted.map((e) => [e.kind, e.before, e.after])).toEqual([['trailer.deleted', { tailer_name: 'Flatbed 53', trailer_number: 'TRL-1' }, null]]);
  });

  it("answers one truck's and one trailer's history (their details' History), newest first, apart under the same id, and after the truck is gone", async () => {
    let n = 0;
    const newTruck = async (): Promise<number> =>
      (await call('POST', '/api/create-truck/', { truck_number: `TRK-H${++n}`, truck_model: 'Volvo VNL', vin_number: `VINH${n}` })).json().id;
    const newTrailer = async (): Promise<number> =>
      (await call('POST', '/api/create-trailer/', { tailer_name: `Van ${++n}`, trailer_number: `TRL-H${n}`, truck_number: '' })).json().id;
    // A truck and a trailer under one id (each has its own sequence): only the subject's type tells their histories apart.
    let [truck, trailer] = [await newTruck(), await newTrailer()];
    while (truck !== trailer) {
      if (truck < trailer) truck = await newTruck();
      else trailer = await newTrailer();
    }
    const number = (await call('GET', `/api/trucks-details/${truck}/`)).json().truck_number;
    await call('PUT', `/api/update-truck/${truck}/`, { truck_number: number, truck_model: 'Mack Anthem', vin_number: `VINH-${truck}` });
    await call('POST', '/api/assign-trailer/', { trailer_id: trailer, truck_id: truck });
    expect((await call('DELETE', `/api/delete-trucks/${truck}/`)).statusCode).toBe(204);

    const history = async (query: string) => {
      const res = await call('GET', `/api/activity/?${query}`);
      expect(res.statusCode).toBe(200);
      const page = ActivityPageSchema.parse(res.json());
      expect(page.count).toBe(page.results.length);
      return page.results.map((e) => [e.kind, e.subject.id, e.before, e.after]);
    };
    expect(await history(`subject_type=truck&subject_id=${truck}`)).toEqual([
      ['truck.deleted', truck, expect.objectContaining({ truck_number: number, truck_model: 'Mack Anthem' }), null],
      ['truck.updated', truck, { truck_model: 'Volvo VNL', vin_number: expect.any(String) }, { truck_model: 'Mack Anthem', vin_number: `VINH-${truck}` }],
      ['truck.created', truck, null, expect.objectContaining({ truck_number: number })],
    ]);
    expect(await history(`subject_type=trailer&subject_id=${trailer}`)).toEqual([
      ['trailer.truck_changed', trailer, { truck: number }, { truck: null }],
      ['trailer.truck_changed', trailer, { truck: null }, { truck: number }],
      ['trailer.created', trailer, null, expect.objectContaining({ trailer_number: expect.stringMatching(/^TRL-H/) })],
    ]);
    // A kind of the subject's narrows it; a kind of another type of subject matches nothing.
    expect(await history(`subject_type=trailer&subject_id=${trailer}&kind=trailer.created`)).toHaveLength(1);
    expect(await history(`subject_type=truck&subject_id=${truck}&kind=trailer.truck_changed`)).toEqual([]);
  });
});

describe('driver settlements (issue 30)', () => {
  it('records a settlement created, settled, and a draft deleted, with its driver, period, loads and exact total', async () => {
    const driver = await createUser(ctx, 'driver', { firstName: 'Lena', lastName: 'Park' });
    const id = await createLoad({ loadname: 'Copper wire' });
    expect((await call('POST', '/api/create-assignment/', { load: id, driver: driver.id, driver_fee: 412.35 })).statusCode).toBe(201);
    expect((await call('POST', `/api/loads/${id}/delivery/`, { delivered_at: '2026-11-21T15:00:00Z' })).statusCode).toBe(200);
    const period = { driver: driver.id, period_from: '2026-11-01', period_to: '2026-11-30' };
    const label = 'Lena Park, 2026-11-01 to 2026-11-30';
    const fields = {
      driver: { id: driver.id, name: 'Lena Park' },
      period_from: '2026-11-01',
      period_to: '2026-11-30',
      load_count: 1,
      total: '$412.35',
      status: 'draft',
    };

    const draft = await recorded(() => call('POST', '/api/settlements/', period), 201);
    expect(draft.map((e) => [e.kind, e.actor, e.subject.label, e.before, e.after])).toEqual([['settlement.created', byAdmin, label, null, fields]]);
    const deleted = await recorded(() => call('DELETE', `/api/settlements/${draft[0].subject.id}/`), 204);
    expect(deleted.map((e) => [e.kind, e.subject, e.before, e.after])).toEqual([['settlement.deleted', draft[0].subject, fields, null]]);

    const [created] = await recorded(() => call('POST', '/api/settlements/', period), 201);
    const settled = await recorded(() => call('POST', `/api/settlements/${created.subject.id}/settle/`, { paid_on: '2026-11-25' }), 200);
    expect(settled.map((e) => [e.kind, e.subject.label, e.before, e.after])).toEqual([
      ['settlement.settled', label, { status: 'draft', paid_on: null }, { status: 'settled', paid_on: '2026-11-25' }],
    ]);
  });
});

describe('invoices (issue 30)', () => {
  it('records an invoice created, e-mailed, paid (with its loads Paid), and another voided with its reason', async () => {
    const driver = await createUser(ctx, 'driver', { firstName: 'Ana', lastName: 'Ruiz' });
    const broker = (
      await call('POST', '/api/brokers/', { name: `Audit Billing ${Date.now()}`, billing_email: 'ap@billing.example', payment_terms_days: 30 })
    ).json();
    const delivered = async (loadname: string) => {
      const id = await createLoad({ loadname, broker_id: broker.id, price: 1500.25 });
      expect((await call('POST', '/api/create-assignment/', { load: id, driver: driver.id })).statusCode).toBe(201);
      expect((await call('POST', `/api/loads/${id}/delivery/`, { delivered_at: '2026-11-21T15:00:00Z' })).statusCode).toBe(200);
      return id;
    };
    const load = await delivered('Oak lumber');
    const [created] = await recorded(() => call('POST', '/api/invoices/', { broker: broker.id, load_ids: [load], issue_date: '2026-11-22' }), 201);
    expect(created).toMatchObject({
      kind: 'invoice.created',
      actor: byAdmin,
      after: { issue_date: '2026-11-22', due_date: '2026-12-22', loads: String(load), total: '$1,500.25' },
    });
    const emailed = await recorded(() => call('POST', `/api/invoices/${created.subject.id}/email/`), 200);
    expect(emailed.map((e) => [e.kind, e.after])).toEqual([['invoice.emailed', { to: 'ap@billing.example' }]]);
    const paid = await recorded(() => call('POST', `/api/invoices/${created.subject.id}/pay/`, { paid_on: '2026-11-25' }), 200);
    expect(paid.map((e) => [e.kind, e.subject.type, e.after])).toEqual([
      ['invoice.paid', 'invoice', { status: 'paid', paid_on: '2026-11-25' }],
      ['load.payment_changed', 'load', { payment: 'Paid' }],
    ]);
    const pine = await delivered('Pine lumber');
    const [other] = await recorded(() => call('POST', '/api/invoices/', { broker: broker.id, load_ids: [pine] }), 201);
    const voided = await recorded(() => call('POST', `/api/invoices/${other.subject.id}/void/`, { reason: 'Wrong rate' }), 200);
    expect(voided.map((e) => [e.kind, e.before, e.after])).toEqual([['invoice.voided', { status: 'open' }, { status: 'void', void_reason: 'Wrong rate' }]]);
  });
});

describe('brokers (issue 30)', () => {
  it('records adding a broker and an edit with only the fields it changed, and nothing for a save that changes nothing', async () => {
    const body = { name: `Audit Broker ${Date.now()}`, billing_email: 'ap@audit.example', payment_terms_days: 30 };
    const [created] = await recorded(() => call('POST', '/api/brokers/', body), 201);
    expect([created.kind, created.before, created.after]).toEqual(['broker.created', null, body]);
    const edited = await recorded(() => call('PUT', `/api/brokers/${created.subject.id}/`, { ...body, payment_terms_days: 45 }), 200);
    expect(edited.map((e) => [e.kind, e.subject, e.before, e.after])).toEqual([
      ['broker.updated', { type: 'broker', id: created.subject.id, label: body.name }, { payment_terms_days: 30 }, { payment_terms_days: 45 }],
    ]);
    expect(await recorded(() => call('PUT', `/api/brokers/${created.subject.id}/`, { ...body, payment_terms_days: 45 }), 200)).toEqual([]);
  });
});

describe("the administrator's profile", () => {
  it('records an edit, a new sign-in e-mail on its own record, and that the password changed, never a password', async () => {
    const me = await createUser(ctx, 'admin', { firstName: 'Pat', lastName: 'Quinn' });
    const edited = await recorded(
      () => call('PUT', '/api/admin/', { phone_number: '+1 555 010 9000', email: 'pat.quinn@example.com', current_password: me.password }, me),
      200,
    );
    expect(edited.map((e) => [e.kind, e.subject, e.before, e.after])).toEqual([
      ['profile.updated', { type: 'profile', id: me.id, label: 'Pat Quinn' }, { phone_number: null }, { phone_number: '+1 555 010 9000' }],
      ['profile.email_changed', { type: 'profile', id: me.id, label: 'Pat Quinn' }, { email: me.email }, { email: 'pat.quinn@example.com' }],
    ]);
    const password = await recorded(
      () => call('POST', '/api/admin-update-password/', { old_password: me.password, new_password: 'Another-pass2', confirm_password: 'Another-pass2' }, me),
      200,
    );
    expect(password.map((e) => [e.kind, e.actor.id, e.before, e.after])).toEqual([['profile.password_changed', me.id, null, null]]);
    expect(JSON.stringify([...edited, ...password])).not.toMatch(/Secret-pass1|Another-pass2|password_hash/);
  });
});

describe("the actor's address", () => {
  it("is the client's as the server sees it", async () => {
    const [event] = await recorded(() => call('POST', '/api/create-load/', newLoad, admin, { remoteAddress: '203.0.113.7' }), 201);
    expect(event.actor.ip).toBe('203.0.113.7');
  });

  it('is the one the trusted proxy reports behind HAULBOARD_TRUST_PROXY, and never a header a client wrote without one', async () => {
    const proxied = await buildTestApp({ trustProxy: 1 });
    try {
      const user = await createUser(proxied, 'admin');
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/create-load/',
        payload: newLoad,
        headers: { ...user.headers, 'x-forwarded-for': '6.6.6.6, 198.51.100.4' },
        remoteAddress: '10.0.0.2',
      });
      expect(res.statusCode).toBe(201);
      const { rows } = await proxied.db.$client.query('select host(actor_ip) as ip from audit_events');
      expect(rows).toEqual([{ ip: '198.51.100.4' }]);
    } finally {
      await proxied.close();
    }
    const [direct] = await recorded(
      () => call('POST', '/api/create-load/', newLoad, admin, { headers: { 'x-forwarded-for': '6.6.6.6' }, remoteAddress: '10.0.0.3' }),
      201,
    );
    expect(direct.actor.ip).toBe('10.0.0.3');
  });
});

describe('a write that fails', () => {
  it('records nothing when refused: bad input, not found, a conflict, a wrong password, no permission', async () => {
    const load = await createLoad({ loadname: 'Already assigned' });
    const driver = await registerDriver('Busy', 'Driver', '+1 555 010 7008');
    await call('POST', '/api/create-assignment/', { load, driver });
    await call('POST', '/api/create-truck/', { truck_number: 'TRK-DUP', truck_model: 'Volvo', vin_number: 'VINDUP' });
    const attempts: Array<[Method, string, unknown, number, TestUser?]> = [
      ['POST', '/api/create-load/', { ...newLoad, weight_lbs: 'heavy' }, 400],
      ['PUT', `/api/loads/${load}/`, { delivery_date: '2026-11-01' }, 400],
      ['PUT', '/api/loads/999999/', { price: 1 }, 404],
      ['DELETE', '/api/delete-load/999999/', undefined, 404],
      ['POST', '/api/loads/bulk-delete/', { ids: [999_998, 999_999] }, 200],
      ['POST', '/api/loads/restore/', { ids: [999_999] }, 404],
      ['POST', '/api/create-assignment/', { load, driver }, 409],
      ['POST', '/api/create-assignment/', { load: await createLoad(), driver: 999_999 }, 400],
      ['POST', '/api/register/', { first_name: 'Twin', email: '+1 555 010 7008', password: 'Driver-pass1!', user_type: 'driver' }, 409],
      ['DELETE', '/api/users/delete/999999/', undefined, 404],
      ['POST', '/api/create-truck/', { truck_number: 'trk-dup', truck_model: 'Mack', vin_number: 'VINOTHER' }, 409],
      ['PUT', '/api/update-truck/999999/', { truck_number: 'X', truck_model: 'Y', vin_number: 'Z' }, 404],
      ['POST', '/api/assign-truck/', { truck_id: 999_999, driver_ids: [driver] }, 404],
      ['POST', '/api/assign-trailer/', { trailer_id: 999_999, truck_id: null }, 404],
      ['DELETE', '/api/delete-trailers/999999/', undefined, 404],
      ['PUT', '/api/admin/', { email: 'new@example.com', current_password: 'wrong' }, 400],
      ['POST', '/api/admin-update-password/', { old_password: 'wrong', new_password: 'Another-pass3', confirm_password: 'Another-pass3' }, 400],
      ['POST', '/api/create-load/', newLoad, 403, dispatcher],
    ];
    for (const [method, url, payload, status, user] of attempts) {
      const events = await recorded(() => call(method, url, payload, user), status);
      expect({ method, url, events }).toEqual({ method, url, events: [] });
    }
  });

  it('is undone whole when its record cannot be written: no write without its record', async () => {
    await ctx.db.$client.query(`
      create function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'no record'; end $$;
      create trigger refuse_audit before insert on audit_events for each row when (new.subject_label = 'Unrecordable') execute function refuse_audit();`);
    try {
      const res = await call('POST', '/api/create-load/', { ...newLoad, loadname: 'Unrecordable' });
      expect(res.statusCode).toBe(500);
      const { rows } = await ctx.db.$client.query("select count(*)::int as n from loads where loadname = 'Unrecordable'");
      expect(rows[0].n).toBe(0);
    } finally {
      await ctx.db.$client.query('drop trigger refuse_audit on audit_events; drop function refuse_audit();');
    }
  });
});

describe('the records', () => {
  it('cannot be changed or removed, by any statement', async () => {
    for (const statement of [
      "update audit_events set actor_name = 'Someone else'",
      'delete from audit_events',
      'delete from audit_events where false',
      'truncate audit_events',
    ]) {
      await expect(ctx.db.$client.query(statement)).rejects.toThrow(/append-only/);
    }
    expect(await lastId()).toBeGreaterThan(0);
  });

  it('cover every kind of write', () => {
    expect([...ACTIVITY_KINDS].filter((kind) => !seen.has(kind))).toEqual([]);
  });
});
