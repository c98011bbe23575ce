ALTER TABLE "load_day_figures" ALTER COLUMN "price" SET DATA TYPE bigint USING round(price * 100)::bigint;--> statement-breakpoint
ALTER TABLE "load_day_figures" RENAME COLUMN "price" TO "price_cents";--> statement-breakpoint
ALTER TABLE "load_day_figures" ALTER COLUMN "fuel_price" SET DATA TYPE bigint USING round(fuel_price * 100)::bigint;--> statement-breakpoint
ALTER TABLE "load_day_figures" RENAME COLUMN "fuel_price" TO "fuel_price_cents";--> statement-breakpoint
ALTER TABLE "load_day_figures" ALTER COLUMN "toll_price" SET DATA TYPE bigint USING round(toll_price * 100)::bigint;--> statement-breakpoint
ALTER TABLE "load_day_figures" RENAME COLUMN "toll_price" TO "toll_price_cents";--> statement-breakpoint
ALTER TABLE "load_day_figures" ALTER COLUMN "parking_fee" SET DATA TYPE bigint USING round(parking_fee * 100)::bigint;--> statement-breakpoint
ALTER TABLE "load_day_figures" RENAME COLUMN "parking_fee" TO "parking_fee_cents";--> statement-breakpoint
ALTER TABLE "load_day_figures" ALTER COLUMN "insurance_fee" SET DATA TYPE bigint USING round(insurance_fee * 100)::bigint;--> statement-breakpoint
ALTER TABLE "load_day_figures" RENAME COLUMN "insurance_fee" TO "insurance_fee_cents";--> statement-breakpoint
ALTER TABLE "load_day_figures" ALTER COLUMN "driver_fee" SET DATA TYPE bigint USING round(driver_fee * 100)::bigint;--> statement-breakpoint
ALTER TABLE "load_day_figures" RENAME COLUMN "driver_fee" TO "driver_fee_cents";--> statement-breakpoint
-- The sums become whole cents: bigint sums cost the analytics query half of what numeric ones did.
-- Each group's numeric sum is scaled once (fees have two decimals, so it is exact).
CREATE OR REPLACE FUNCTION haulboard_load_day_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its operation has (plpgsql plans a branch when it runs).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO load_day_figures AS f (pickup_date, status, broker, loads, price_cents, fuel_price_cents, toll_price_cents, parking_fee_cents, insurance_fee_cents, driver_fee_cents)
    SELECT pickup_date, status, btrim(coalesce(broker, '')), count(*), (coalesce(sum(price), 0) * 100)::bigint, (coalesce(sum(fuel_price), 0) * 100)::bigint, (coalesce(sum(toll_price), 0) * 100)::bigint, (coalesce(sum(parking_fee), 0) * 100)::bigint, (coalesce(sum(insurance_fee), 0) * 100)::bigint, (coalesce(sum(driver_fee), 0) * 100)::bigint
      FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (pickup_date, status, broker) DO UPDATE SET
      loads = f.loads + excluded.loads, price_cents = f.price_cents + excluded.price_cents,
      fuel_price_cents = f.fuel_price_cents + excluded.fuel_price_cents,
      toll_price_cents = f.toll_price_cents + excluded.toll_price_cents,
      parking_fee_cents = f.parking_fee_cents + excluded.parking_fee_cents,
      insurance_fee_cents = f.insurance_fee_cents + excluded.insurance_fee_cents,
      driver_fee_cents = f.driver_fee_cents + excluded.driver_fee_cents;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO load_day_figures AS f (pickup_date, status, broker, loads, price_cents, fuel_price_cents, toll_price_cents, parking_fee_cents, insurance_fee_cents, driver_fee_cents)
    SELECT pickup_date, status, btrim(coalesce(broker, '')), -count(*), -(coalesce(sum(price), 0) * 100)::bigint, -(coalesce(sum(fuel_price), 0) * 100)::bigint, -(coalesce(sum(toll_price), 0) * 100)::bigint, -(coalesce(sum(parking_fee), 0) * 100)::bigint, -(coalesce(sum(insurance_fee), 0) * 100)::bigint, -(coalesce(sum(driver_fee), 0) * 100)::bigint
      FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (pickup_date, status, broker) DO UPDATE SET
      loads = f.loads + excluded.loads, price_cents = f.price_cents + excluded.price_cents,
      fuel_price_cents = f.fuel_price_cents + excluded.fuel_price_cents,
      toll_price_cents = f.toll_price_cents + excluded.toll_price_cents,
      parking_fee_cents = f.parking_fee_cents + excluded.parking_fee_cents,
      insurance_fee_cents = f.insurance_fee_cents + excluded.insurance_fee_cents,
      driver_fee_cents = f.driver_fee_cents + excluded.driver_fee_cents;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only loads whose day, status, broker or money changed move figures (a payment or a document does not).
    INSERT INTO load_day_figures AS f (pickup_date, status, broker, loads, price_cents, fuel_price_cents, toll_price_cents, parking_fee_cents, insurance_fee_cents, driver_fee_cents)
    SELECT pickup_date, status, broker, sum(n), (coalesce(sum(price), 0) * 100)::bigint, (coalesce(sum(fuel_price), 0) * 100)::bigint, (coalesce(sum(toll_price), 0) * 100)::bigint, (coalesce(sum(parking_fee), 0) * 100)::bigint, (coalesce(sum(insurance_fee), 0) * 100)::bigint, (coalesce(sum(driver_fee), 0) * 100)::bigint
      FROM (
        SELECT x.pickup_date, x.status, btrim(coalesce(x.broker, '')) AS broker, x.sign AS n, x.sign * coalesce(x.price, 0) AS price,
               x.sign * coalesce(x.fuel_price, 0) AS fuel_price, x.sign * coalesce(x.toll_price, 0) AS toll_price,
               x.sign * coalesce(x.parking_fee, 0) AS parking_fee, x.sign * coalesce(x.insurance_fee, 0) AS insurance_fee,
               x.sign * coalesce(x.driver_fee, 0) AS driver_fee
          FROM old_rows o JOIN new_rows nw ON nw.id = o.id,
               LATERAL (VALUES
                 (-1, o.pickup_date, o.status, o.broker, o.price, o.fuel_price, o.toll_price, o.parking_fee, o.insurance_fee, o.driver_fee),
                 (1, nw.pickup_date, nw.status, nw.broker, nw.price, nw.fuel_price, nw.toll_price, nw.parking_fee, nw.insurance_fee, nw.driver_fee)
               ) AS x(sign, pickup_date, status, broker, price, fuel_price, toll_price, parking_fee, insurance_fee, driver_fee)
         WHERE (o.pickup_date, o.status, o.broker, o.price, o.fuel_price, o.toll_price, o.parking_fee, o.insurance_fee, o.driver_fee)
               IS DISTINCT FROM (nw.pickup_date, nw.status, nw.broker, nw.price, nw.fuel_price, nw.toll_price, nw.parking_fee, nw.insurance_fee, nw.driver_fee)
      ) d
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (pickup_date, status, broker) DO UPDATE SET
      loads = f.loads + excluded.loads, price_cents = f.price_cents + excluded.price_cents,
      fuel_price_cents = f.fuel_price_cents + excluded.fuel_price_cents,
      toll_price_cents = f.toll_price_cents + excluded.toll_price_cents,
      parking_fee_cents = f.parking_fee_cents + excluded.parking_fee_cents,
      insurance_fee_cents = f.insurance_fee_cents + excluded.insurance_fee_cents,
      driver_fee_cents = f.driver_fee_cents + excluded.driver_fee_cents;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM load_day_figures;
  END IF;
  RETURN NULL;
END $$;
