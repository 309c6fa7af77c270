-- The finance time-off report (F-028) reads every user's transactions in a date range.
CREATE INDEX "time_off_transactions_date_idx" ON "time_off_transactions" USING btree ("date");