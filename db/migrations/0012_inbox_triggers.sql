-- Every message a buyer sends becomes an inbox item in the same transaction, whichever way it came (the
-- site, the API, a seed): one trigger per source table, and one function that reads the row as JSON, so
-- the rows that came before the inbox join it the same way.
CREATE OR REPLACE FUNCTION inbox_item_add(p_kind text, r jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_name text;
  v_email text;
  v_subject text;
  v_snippet text;
BEGIN
  IF p_kind IN ('inquiry', 'vehicleInquiry') THEN
    v_name := trim(concat_ws(' ', r->>'first_name', r->>'last_name'));
    v_email := r->>'email';
    v_subject := CASE WHEN p_kind = 'inquiry' THEN coalesce(nullif(trim(r->>'subject'), ''), 'General inquiry') ELSE 'Vehicle ' || (r->>'stock_number') END;
    v_snippet := r->>'message';
  ELSIF p_kind = 'referral' THEN
    v_name := r->>'name';
    v_email := r->>'email';
    v_subject := 'Referral programme: ' || (r->>'name');
    v_snippet := 'WhatsApp ' || (r->>'whats_app_number');
  ELSE
    -- Requests come from signed-in buyers: their name and address are the account's.
    SELECT coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), u.name), u.email
      INTO v_name, v_email
      FROM "user" u LEFT JOIN user_profiles p ON p.user_id = u.id WHERE u.id = r->>'user_id';
    IF p_kind = 'specialRequest' THEN
      v_subject := 'Special request: ' || concat_ws(' ', r->>'make', r->>'model');
      v_snippet := concat_ws(' · ', 'Budget ' || (r->>'budget') || ' JPY', nullif(concat_ws('-', r->>'year_from', r->>'year_to'), ''), 'up to ' || (r->>'distance') || ' km', r->>'additional_spec');
    ELSE
      v_subject := 'Distributor request: ' || coalesce((r->>'quantity') || ' × ', '') || concat_ws(' ', r->>'maker_name', r->>'model_name');
      v_snippet := concat_ws(' · ', r->>'company_name', r->>'color_name', r->>'message');
    END IF;
  END IF;
  INSERT INTO inbox_items (kind, source_id, user_id, from_name, from_email, subject, snippet, language, search_text, created_at, updated_at)
  VALUES (p_kind, (r->>'id')::int, r->>'user_id', coalesce(v_name, ''), coalesce(v_email, ''), v_subject, left(coalesce(v_snippet, ''), 300), r->>'language',
          lower(concat_ws(' ', v_name, v_email, v_subject, v_snippet)), (r->>'created_at')::timestamptz, (r->>'created_at')::timestamptz)
  ON CONFLICT (kind, source_id) DO NOTHING;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inbox_item_from_source() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM inbox_item_add(TG_ARGV[0], to_jsonb(NEW));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER inquiries_to_inbox AFTER INSERT ON inquiries FOR EACH ROW EXECUTE FUNCTION inbox_item_from_source('inquiry');
--> statement-breakpoint
CREATE TRIGGER vehicle_inquiries_to_inbox AFTER INSERT ON vehicle_inquiries FOR EACH ROW EXECUTE FUNCTION inbox_item_from_source('vehicleInquiry');
--> statement-breakpoint
CREATE TRIGGER special_requests_to_inbox AFTER INSERT ON user_special_requests FOR EACH ROW EXECUTE FUNCTION inbox_item_from_source('specialRequest');
--> statement-breakpoint
CREATE TRIGGER distributor_requests_to_inbox AFTER INSERT ON user_distributor_requests FOR EACH ROW EXECUTE FUNCTION inbox_item_from_source('distributorRequest');
--> statement-breakpoint
CREATE TRIGGER referrals_to_inbox AFTER INSERT ON referral_programs FOR EACH ROW EXECUTE FUNCTION inbox_item_from_source('referral');
--> statement-breakpoint
SELECT inbox_item_add('inquiry', to_jsonb(s)) FROM inquiries s;
--> statement-breakpoint
SELECT inbox_item_add('vehicleInquiry', to_jsonb(s)) FROM vehicle_inquiries s;
--> statement-breakpoint
SELECT inbox_item_add('specialRequest', to_jsonb(s)) FROM user_special_requests s;
--> statement-breakpoint
SELECT inbox_item_add('distributorRequest', to_jsonb(s)) FROM user_distributor_requests s;
--> statement-breakpoint
SELECT inbox_item_add('referral', to_jsonb(s)) FROM referral_programs s;
