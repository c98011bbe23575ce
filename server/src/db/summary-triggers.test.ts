import { buildTestApp, createUser, type TestContext } from '../../test/build';

// The counters and conversation pointers are kept by triggers; whatever writes the tables
// (routes, seeds, a psql session), they must equal what a full count would say.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const q = (text: string, params: unknown[] = []) => ctx.db.$client.query(text, params);

async function countersMatch() {
  const real = await q(`select status, payment, count(*)::int as n from loads group by 1, 2 order by 1, 2`);
  const kept = await q(`select status, payment, n::int as n from load_counters where n <> 0 order by 1, 2`);
  expect(kept.rows).toEqual(real.rows);
}

it('keeps load counts exact through inserts, updates, deletes and truncate', async () => {
  await q(`insert into loads (loadname, pickup_location, delivery_location, pickup_date, pickup_time, delivery_date, delivery_time, weight_lbs, status, payment)
           select 'L' || g, 'A', 'B', '2026-11-21', '08:00', '2026-11-22', '09:00', 1,
                  (array['unassigned', 'assigned', 'delivered'])[1 + g % 3], (array['Paid', 'Unpaid'])[1 + g % 2]
             from generate_series(1, 300) g`);
  await countersMatch();
  await q(`update loads set status = 'delivered' where status = 'assigned' and id % 2 = 0`);
  await q(`update loads set status = case when status = 'unassigned' then 'assigned' else 'unassigned' end where id % 5 = 0`);
  await q(`update loads set price = 10`);
  await countersMatch();
  await q(`delete from loads where id % 7 = 0`);
  await countersMatch();
  await q(`truncate loads cascade`);
  await countersMatch();
});

async function dayFiguresMatch() {
  const money = ['price', 'fuel_price', 'toll_price', 'parking_fee', 'insurance_fee', 'driver_fee'];
  const real = await q(`select pickup_date, status, btrim(coalesce(broker, '')) as broker, count(*)::int as loads,
                               ${money.map((c) => `(coalesce(sum(${c}), 0) * 100)::bigint::text as ${c}`).join(', ')}
                          from loads group by 1, 2, 3 order by 1, 2, 3`);
  const kept = await q(`select pickup_date, status, broker, loads, ${money.map((c) => `${c}_cents::text as ${c}`).join(', ')}
                          from load_day_figures where loads <> 0 order by 1, 2, 3`);
  expect(kept.rows).toEqual(real.rows);
  // A group without loads has nothing left in its sums.
  const leftovers = await q(
    `select count(*)::int as n from load_day_figures where loads = 0 and (price_cents <> 0 or driver_fee_cents <> 0 or fuel_price_cents <> 0)`,
  );
  expect(leftovers.rows[0].n).toBe(0);
}

it("keeps each day's figures per status and broker exact through inserts, updates, deletes and truncate", async () => {
  await q(`insert into loads (loadname, pickup_location, delivery_location, pickup_date, pickup_time, delivery_date, delivery_time, weight_lbs, status, broker,
                              price, fuel_price, toll_price, parking_fee, insurance_fee, driver_fee)
           select 'F' || g, 'A', 'B', date '2026-11-20' + g % 4, '08:00', '2026-11-30', '09:00', 1,
                  (array['unassigned', 'assigned', 'delivered'])[1 + g % 3], (array['Acme', 'Beta', null, '', ' Acme '])[1 + g % 5],
                  case when g % 6 = 0 then null else 100 + g * 0.37 end, case when g % 4 = 0 then null else g * 0.11 end, 1.05, null, 2.5, g
             from generate_series(1, 300) g`);
  await dayFiguresMatch();
  await q(`update loads set status = 'delivered' where status = 'assigned' and id % 2 = 0`);
  await q(`update loads set pickup_date = pickup_date + 1, broker = 'Gamma' where id % 5 = 0`);
  await q(`update loads set price = coalesce(price, 0) + 0.01, toll_price = null where id % 3 = 0`);
  // Neither day, status, broker nor money: no figure moves.
  await q(`update loads set payment = 'Paid' where id % 2 = 1`);
  await dayFiguresMatch();
  await q(`delete from loads where id % 7 = 0`);
  await dayFiguresMatch();
  await q(`truncate loads cascade`);
  await dayFiguresMatch();
  expect((await q(`select count(*)::int as n from load_day_figures`)).rows[0].n).toBe(0);
});

it('points each conversation at its newest message, also after that one is deleted', async () => {
  const a = await createUser(ctx, 'admin');
  const b = await createUser(ctx, 'driver');
  const [low, high] = [Math.min(a.id, b.id), Math.max(a.id, b.id)];
  const ids: number[] = [];
  for (const text of ['one', 'two', 'three']) {
    const r = await q(`insert into messages (sender_id, receiver_id, user_low, user_high, message) values ($1, $2, $3, $4, $5) returning id`, [
      a.id,
      b.id,
      low,
      high,
      text,
    ]);
    ids.push(Number(r.rows[0].id));
  }
  const pointer = async () =>
    (await q(`select last_message_id from conversations where user_low = $1 and user_high = $2`, [low, high])).rows[0]?.last_message_id;
  expect(Number(await pointer())).toBe(ids[2]);
  await q(`delete from messages where id = $1`, [ids[2]]);
  expect(Number(await pointer())).toBe(ids[1]);
  await q(`delete from messages where id = $1`, [ids[0]]);
  expect(Number(await pointer())).toBe(ids[1]);
  await q(`delete from messages where id = $1`, [ids[1]]);
  expect(await pointer()).toBeNull();
});

it("keeps each driver's total and delivered loads exact through every way loads and assignments change", async () => {
  const admin = await createUser(ctx, 'admin');
  const drivers = [await createUser(ctx, 'driver'), await createUser(ctx, 'driver'), await createUser(ctx, 'driver')].map((d) => d.id);
  const countsMatch = async () => {
    const real = await q(
      `select a.driver_id, count(*)::int as total, (count(*) filter (where l.status = 'delivered'))::int as completed
         from assignments a join loads l on l.id = a.load_id group by 1 order by 1`,
    );
    const kept = await q(`select driver_id, total, completed from driver_load_counts where total <> 0 or completed <> 0 order by 1`);
    expect(kept.rows).toEqual(real.rows);
  };
  const api = (method: 'POST' | 'DELETE', url: string, payload?: object) => ctx.app.inject({ method, url, payload, headers: admin.headers });
  const loadIds = (
    await q(`insert into loads (loadname, pickup_location, delivery_location, pickup_date, pickup_time, delivery_date, delivery_time, weight_lbs)
             select 'D' || g, 'A', 'B', '2026-11-21', '08:00', '2026-11-22', '09:00', 1 from generate_series(1, 12) g returning id`)
  ).rows.map((r) => r.id as number);

  // Assign through the API and in bulk.
  for (const [i, id] of loadIds.slice(0, 6).entries())
    expect((await api('POST', '/api/create-assignment/', { load: id, driver: drivers[i % 3] })).statusCode).toBe(201);
  await q(`insert into assignments (load_id, driver_id) select id, $1 from loads where id = any($2::int[])`, [drivers[0], loadIds.slice(6, 10)]);
  await q(`update loads set status = 'assigned' where id = any($1::int[])`, [loadIds.slice(6, 10)]);
  await countsMatch();
  // Deliver some, change a driver, take one back from delivered.
  for (const id of loadIds.slice(0, 4)) expect((await api('POST', `/api/loads/${id}/deliver/`)).statusCode).toBe(200);
  await q(`update assignments set driver_id = $1 where load_id = $2`, [drivers[2], loadIds[4]]);
  await q(`update assignments set driver_id = $1 where load_id = $2`, [drivers[1], loadIds[0]]);
  await q(`update loads set status = 'assigned' where id = $1`, [loadIds[3]]);
  await countsMatch();
  // Delete a delivered and an assigned load, and restore them (Undo).
  expect((await api('DELETE', `/api/delete-load/${loadIds[0]}/`)).statusCode).toBe(204);
  expect((await api('DELETE', `/api/delete-load/${loadIds[6]}/`)).statusCode).toBe(204);
  await countsMatch();
  expect((await api('POST', '/api/loads/restore/', { ids: [loadIds[0], loadIds[6]] })).statusCode).toBe(200);
  await countsMatch();
  // A deleted driver's unfinished loads go back to unassigned; then everything goes at once.
  expect((await api('DELETE', `/api/users/delete/${drivers[0]}/`)).statusCode).toBe(204);
  await countsMatch();
  await q(`delete from loads where id = any($1::int[])`, [loadIds]);
  await countsMatch();
  await q(`truncate assignments`);
  await countsMatch();
});
