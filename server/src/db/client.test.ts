import { sql } from 'drizzle-orm';
import { createDb } from './client';

// On one pooled connection (max 1), so the session that ran the query is the one asked.
const url = () => {
  const admin = process.env.HAULBOARD_TEST_PG_URL;
  if (!admin) throw new Error('HAULBOARD_TEST_PG_URL is not set: run through jest (global-setup)');
  return admin;
};

describe('createDb', () => {
  it("runs drizzle's parameterised queries as named prepared statements, once per text and connection", async () => {
    const db = createDb(url(), 1);
    try {
      for (const n of [1, 2, 3]) {
        const { rows } = await db.execute<{ n: number }>(sql`select ${n}::int + 1 as n`);
        expect(rows[0].n).toBe(n + 1);
      }
      const { rows } = await db.execute<{ name: string; statement: string }>(
        sql`select name, statement from pg_prepared_statements where statement like ${'%+ 1 as n%'}`,
      );
      expect(rows).toEqual([{ name: expect.stringMatching(/^hb_[0-9a-f]{20}$/), statement: 'select $1::int + 1 as n' }]);
    } finally {
      await db.$client.end();
    }
  });

  it('leaves a query without parameters unnamed (several statements in one text stay allowed)', async () => {
    const db = createDb(url(), 1);
    try {
      await db.$client.query('select 1; select 2');
      await db.execute(sql`select 3 as three`);
      const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from pg_prepared_statements where name like ${'hb_%'}`);
      // Only the count itself, which has a parameter.
      expect(rows[0].n).toBe(1);
    } finally {
      await db.$client.end();
    }
  });

  it('plans every run for its values with customPlans, the texts still prepared (the search pool, issue 31)', async () => {
    const custom = createDb(url(), 1, { customPlans: true });
    const plain = createDb(url(), 1);
    try {
      for (let i = 0; i < 7; i += 1) await custom.execute(sql`select ${i}::int as n`);
      const { rows } = await custom.execute<{ mode: string; generic: number; prepared: number }>(sql`
        select current_setting('plan_cache_mode') as mode,
               coalesce(sum(generic_plans), 0)::int as generic, count(*)::int as prepared
          from pg_prepared_statements where statement = ${'select $1::int as n'}`);
      expect(rows[0]).toEqual({ mode: 'force_custom_plan', generic: 0, prepared: 1 });
      const other = await plain.execute<{ mode: string }>(sql`select current_setting(${'plan_cache_mode'}) as mode`);
      expect(other.rows[0].mode).toBe('auto');
    } finally {
      await custom.$client.end();
      await plain.$client.end();
    }
  });
});
