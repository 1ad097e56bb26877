-- 021: the chat conversation a shop came from (issue 15; POST /api/bot/links conversationId and
-- whatsappNumber). The bot's link request names the conversation; the link token's exchange
-- copies it onto the session it opens; orders placed in that session carry it
-- (orders.conversation_id, migration 020), and so do their events.
create table chat_links (
  -- The link token's jti: one row per link that named a conversation.
  jti text primary key,
  tenant_id int not null,
  client_id text not null,
  conversation_id text,
  whatsapp_number text,
  created_at timestamptz not null,
  -- The link token's expiry; the row may be purged after it.
  expires_at timestamptz not null,
  foreign key (tenant_id, client_id) references clients (tenant_id, external_id) on delete cascade
);
create index chat_links_expires_idx on chat_links (expires_at);

alter table user_sessions add column conversation_id text;

-- The shop's chat: its WhatsApp number (E.164), its latest conversation, and when it last wrote
-- (the link request, or an inbound message the bot forwards): free-form WhatsApp messages are
-- allowed only within 24 h of it.
alter table clients
  add column whatsapp_number text,
  add column conversation_id text,
  add column last_inbound_at timestamptz;
