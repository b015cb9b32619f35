-- Issue 30 point 18: a collection outside Île-de-France handed over to the regional form kept its comment
-- on screen only; the regional collection now stores what the team should know (optional, as the collection's).
ALTER TABLE "regional_collection_requests" ADD COLUMN "comments" text;
