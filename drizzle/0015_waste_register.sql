ALTER TABLE "request_receptions" ADD COLUMN "waste_tags" jsonb;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "siret" text;--> statement-breakpoint
CREATE INDEX "request_receptions_register_idx" ON "request_receptions" USING btree ("received_at","kind","request_id");--> statement-breakpoint
-- A received request stays: the waste register it feeds is kept at least three years (article R541-43 du
-- code de l'environnement). Whatever the path (a route, a script, psql), deleting it fails with SQLSTATE
-- GL409, which the API answers as 409 in French (db/errors.ts `isKeptForRegister`).
CREATE FUNCTION "keep_received_requests"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM request_receptions WHERE kind = TG_ARGV[0] AND request_id = OLD.id) THEN
    RAISE EXCEPTION 'request % % was received: the waste register keeps it', TG_ARGV[0], OLD.id
      USING ERRCODE = 'GL409';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "package_pickup_requests_keep_received" BEFORE DELETE ON "package_pickup_requests"
  FOR EACH ROW EXECUTE FUNCTION "keep_received_requests"('package-pickup');
--> statement-breakpoint
CREATE TRIGGER "regional_collection_requests_keep_received" BEFORE DELETE ON "regional_collection_requests"
  FOR EACH ROW EXECUTE FUNCTION "keep_received_requests"('regional-collection');
--> statement-breakpoint
CREATE TRIGGER "collection_requests_keep_received" BEFORE DELETE ON "collection_requests"
  FOR EACH ROW EXECUTE FUNCTION "keep_received_requests"('collection');
