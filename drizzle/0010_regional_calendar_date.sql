-- The regional calendar reads a week of collections by their planned day, else their desired day
-- (request-kinds.ts `calendarDate`): an index on that very expression keeps the week flat as the table grows.
CREATE INDEX "regional_collection_requests_calendar_date_idx" ON "regional_collection_requests" USING btree (coalesce("planned_date", "desired_date"));