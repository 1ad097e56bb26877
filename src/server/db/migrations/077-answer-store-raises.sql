-- 077: an Idempotency-Key's answer that cannot be stored fails its statement (issue 16, P6;
-- decision 090). `store_idempotent_answer` (migration 076) returned false when a live answer of
-- the key had appeared since the look-up (only a version before decision 037 could write one),
-- and the caller then threw so that the transaction rolled back. On PostgreSQL the statement that
-- stores the answer now travels with its COMMIT (`commitWith`, db/types.ts): by the time its
-- result is read the transaction has ended, so the refusal must abort it from inside. Raising
-- here makes the pipelined COMMIT answer ROLLBACK: no order and no answer is written, and the
-- caller sees the error (a 500, as before). `place_orders` calls this function, so it raises
-- there too; the function still returns true when it stored, for the callers that check.
create or replace function store_idempotent_answer(
  p_tenant int,
  p_client text,
  p_key text,
  p_request_hash text,
  p_now timestamptz,
  p_status int,
  p_body jsonb,
  p_expires_at timestamptz
) returns boolean
language plpgsql as $$
begin
  delete from idempotency_keys
   where tenant_id = p_tenant and client_id = p_client and expires_at <= p_now and key <> p_key;
  insert into idempotency_keys as k
         (tenant_id, client_id, key, request_hash, status, response_status, response_body,
          created_at, expires_at)
  values (p_tenant, p_client, p_key, p_request_hash, 'done', p_status, p_body, p_now,
          p_expires_at)
  on conflict (tenant_id, client_id, key) do update
     set request_hash = excluded.request_hash, status = 'done',
         response_status = excluded.response_status, response_body = excluded.response_body,
         created_at = excluded.created_at, expires_at = excluded.expires_at
   where k.expires_at <= excluded.created_at
      or (k.status = 'in_flight' and k.request_hash = excluded.request_hash);
  if not found then
    raise exception 'idempotency key was answered by another request';
  end if;
  return true;
end;
$$;
