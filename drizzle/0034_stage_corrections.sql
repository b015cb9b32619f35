-- Hand-written (issue 30 point 9, decision 0094): the data of a request's current stage can be corrected
-- without moving it. The history (0008, 0009, 0020) records such a change as its own event, 'corrected'
-- {stage, changes: {field: {from, to}}}: the stage's fields whose value changed, before and after (a field
-- emptied: `to` null; one given: `from` null). A move of the suivi stays a 'stage' event, an edit 'edited'.
CREATE OR REPLACE FUNCTION "request_history_record"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k text := TG_ARGV[0];
  actor integer := nullif(current_setting('app.actor_id', true), '')::integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO request_history (kind, request_id, event, actor_id, actor_name)
      SELECT k, n.id, 'created', u.id, coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.username)
      FROM new_rows AS n
      LEFT JOIN users AS u ON u.id = coalesce(actor, n.created_by)
      ORDER BY n.id;
  ELSE
    INSERT INTO request_history (kind, request_id, event, actor_id, actor_name, details)
      SELECT k, e.id, e.event, u.id, coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.username),
        e.details
      FROM (
        SELECT n.id, 0 AS rank, 'decided' AS event, coalesce(actor, n.decided_by) AS actor_id,
          jsonb_build_object('status', n.status, 'rejectionReason', n.rejection_reason) AS details
        FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
        WHERE n.status IS DISTINCT FROM o.status
        UNION ALL
        SELECT n.id, 1, 'stage', actor,
          jsonb_build_object(
            'from', o.stage,
            'to', n.stage,
            'fields', (SELECT coalesce(jsonb_object_agg(nv.key, nv.value), '{}'::jsonb)
              FROM jsonb_each(n.fulfilment) AS nv WHERE nv.value IS DISTINCT FROM o.fulfilment -> nv.key),
            'removed', (SELECT coalesce(jsonb_agg(ov.key ORDER BY ov.key), '[]'::jsonb)
              FROM jsonb_each(o.fulfilment) AS ov WHERE NOT n.fulfilment ? ov.key))
        FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
        WHERE n.stage IS DISTINCT FROM o.stage
          AND NOT (o.stage IS NULL AND n.status IS DISTINCT FROM o.status)
        UNION ALL
        SELECT n.id, 1, 'corrected', actor,
          jsonb_build_object(
            'stage', n.stage,
            'changes', (SELECT jsonb_object_agg(keys.key,
                jsonb_build_object('from', o.fulfilment -> keys.key, 'to', n.fulfilment -> keys.key))
              FROM (SELECT jsonb_object_keys(n.fulfilment) AS key
                    UNION SELECT jsonb_object_keys(o.fulfilment)) AS keys
              WHERE n.fulfilment -> keys.key IS DISTINCT FROM o.fulfilment -> keys.key))
        FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
        WHERE n.stage IS NOT NULL AND n.stage IS NOT DISTINCT FROM o.stage
          AND n.fulfilment IS DISTINCT FROM o.fulfilment
        UNION ALL
        SELECT n.id, 2, 'edited', actor, changed.fields
        FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
        CROSS JOIN LATERAL (
          SELECT jsonb_object_agg(nv.key, jsonb_build_object('from', ov.value, 'to', nv.value)) AS fields
          FROM jsonb_each(to_jsonb(n)) AS nv
          JOIN jsonb_each(to_jsonb(o)) AS ov ON ov.key = nv.key
          WHERE nv.value IS DISTINCT FROM ov.value
            AND nv.key NOT IN ('id', 'created_at', 'updated_at', 'created_by', 'status', 'decided_by',
              'decided_at', 'rejection_reason', 'stage', 'stage_at', 'fulfilment', 'planned_date', 'carrier_id',
              'tracking_number', 'search_text', 'version')
        ) AS changed
        WHERE changed.fields IS NOT NULL
      ) AS e
      LEFT JOIN users AS u ON u.id = e.actor_id
      ORDER BY e.id, e.rank;
  END IF;
  RETURN NULL;
END
$$;
