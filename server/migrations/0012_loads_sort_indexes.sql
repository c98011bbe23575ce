-- The loads screen's sorts by name and by price, and a tab with the payment filter, read a page
-- from an index range: sorted by name, page 1 of 100k loads scanned the whole table (19 ms alone).
CREATE INDEX "loads_loadname_idx" ON "loads" USING btree ("loadname","id");--> statement-breakpoint
CREATE INDEX "loads_price_idx" ON "loads" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "loads_price_desc_idx" ON "loads" USING btree ("price" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "loads_status_payment_idx" ON "loads" USING btree ("status","payment","id");