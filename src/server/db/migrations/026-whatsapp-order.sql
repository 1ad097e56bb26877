-- 026: one shop's WhatsApp messages are sent one at a time, in order (whatsapp/repository.ts):
-- the claim looks for an older pending message of the same shop through this index.
create index whatsapp_messages_client_pending_idx on whatsapp_messages (tenant_id, client_id, seq)
  where state = 'pending';
