CREATE TABLE "load_day_figures" (
	"pickup_date" date NOT NULL,
	"status" text NOT NULL,
	"broker" text NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"price" numeric DEFAULT 0 NOT NULL,
	"fuel_price" numeric DEFAULT 0 NOT NULL,
	"toll_price" numeric DEFAULT 0 NOT NULL,
	"parking_fee" numeric DEFAULT 0 NOT NULL,
	"insurance_fee" numeric DEFAULT 0 NOT NULL,
	"driver_fee" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "load_day_figures_pickup_date_status_broker_pk" PRIMARY KEY("pickup_date","status","broker")
);
--> statement-breakpoint
CREATE INDEX "loads_pickup_order_idx" ON "loads" USING btree ("pickup_date","pickup_time","id");
--> statement-breakpoint
-- Deltas, never recounts (as load_counters): each statement adds its new rows' figures and takes
-- off its old rows', grouped per (day, status, broker), in key order so concurrent writers lock
-- rows in the same order. Empty and blank brokers are kept under ''.
CREATE OR REPLACE FUNCTION haulboard_load_day_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its operation has (plpgsql plans a branch when it runs).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO load_day_figures AS f (pickup_date, status, broker, loads, price, fuel_price, toll_price, parking_fee, insurance_fee, driver_fee)
    SELECT pickup_date, status, btrim(coalesce(broker, '')), count(*), coalesce(sum(price), 0), coalesce(sum(fuel_price), 0), coalesce(sum(toll_price), 0),
           coalesce(sum(parking_fee), 0), coalesce(sum(insurance_fee), 0), coalesce(sum(driver_fee), 0)
      FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (pickup_date, status, broker) DO UPDATE SET
      loads = f.loads + excluded.loads, price = f.price + excluded.price, fuel_price = f.fuel_price + excluded.fuel_price,
      toll_price = f.toll_price + excluded.toll_price, parking_fee = f.parking_fee + excluded.parking_fee,
      insurance_fee = f.insurance_fee + excluded.insurance_fee, driver_fee = f.driver_fee + excluded.driver_fee;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO load_day_figures AS f (pickup_date, status, broker, loads, price, fuel_price, toll_price, parking_fee, insurance_fee, driver_fee)
    SELECT pickup_date, status, btrim(coalesce(broker, '')), -count(*), -coalesce(sum(price), 0), -coalesce(sum(fuel_price), 0), -coalesce(sum(toll_price), 0),
           -coalesce(sum(parking_fee), 0), -coalesce(sum(insurance_fee), 0), -coalesce(sum(driver_fee), 0)
      FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (pickup_date, status, broker) DO UPDATE SET
      loads = f.loads + excluded.loads, price = f.price + excluded.price, fuel_price = f.fuel_price + excluded.fuel_price,
      toll_price = f.toll_price + excluded.toll_price, parking_fee = f.parking_fee + excluded.parking_fee,
      insurance_fee = f.insurance_fee + excluded.insurance_fee, driver_fee = f.driver_fee + excluded.driver_fee;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only loads whose day, status, broker or money changed move figures (a payment or a document does not).
    INSERT INTO load_day_figures AS f (pickup_date, status, broker, loads, price, fuel_price, toll_price, parking_fee, insurance_fee, driver_fee)
    SELECT pickup_date, status, broker, sum(n), sum(price), sum(fuel_price), sum(toll_price), sum(parking_fee), sum(insurance_fee), sum(driver_fee)
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
      loads = f.loads + excluded.loads, price = f.price + excluded.price, fuel_price = f.fuel_price + excluded.fuel_price,
      toll_price = f.toll_price + excluded.toll_price, parking_fee = f.parking_fee + excluded.parking_fee,
      insurance_fee = f.insurance_fee + excluded.insurance_fee, driver_fee = f.driver_fee + excluded.driver_fee;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM load_day_figures;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loads_day_figures_insert AFTER INSERT ON loads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION haulboard_load_day_figures();
--> statement-breakpoint
CREATE TRIGGER loads_day_figures_delete AFTER DELETE ON loads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION haulboard_load_day_figures();
--> statement-breakpoint
CREATE TRIGGER loads_day_figures_update AFTER UPDATE ON loads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION haulboard_load_day_figures();
--> statement-breakpoint
CREATE TRIGGER loads_day_figures_truncate AFTER TRUNCATE ON loads
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_load_day_figures();
--> statement-breakpoint
INSERT INTO load_day_figures (pickup_date, status, broker, loads, price, fuel_price, toll_price, parking_fee, insurance_fee, driver_fee)
SELECT pickup_date, status, btrim(coalesce(broker, '')), count(*), coalesce(sum(price), 0), coalesce(sum(fuel_price), 0), coalesce(sum(toll_price), 0),
       coalesce(sum(parking_fee), 0), coalesce(sum(insurance_fee), 0), coalesce(sum(driver_fee), 0)
  FROM loads GROUP BY 1, 2, 3;
