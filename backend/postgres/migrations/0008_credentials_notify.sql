-- Servers may remember keys that authenticated (merchant.KeyCache) as long
-- as they hear of every change that could make one invalid or change what it
-- grants: a key revoked, rehashed, moved or deleted, or its merchant edited
-- or deleted. Every writer, the dashboard, the CLI or plain SQL, announces
-- such a change on this channel when it commits. Recording a key's last use
-- is not one.
CREATE FUNCTION paystead_notify_credentials_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('paystead_credentials', TG_TABLE_NAME);
    RETURN NULL;
END;
$$;

CREATE TRIGGER api_keys_credentials_changed
    AFTER UPDATE OF merchant_id, kind, public_id, hash, revoked_at OR DELETE OR TRUNCATE ON api_keys
    FOR EACH STATEMENT EXECUTE FUNCTION paystead_notify_credentials_changed();

CREATE TRIGGER merchants_credentials_changed
    AFTER UPDATE OR DELETE OR TRUNCATE ON merchants
    FOR EACH STATEMENT EXECUTE FUNCTION paystead_notify_credentials_changed();
