-- 080: a WhatsApp status is kept under the tenant whose signed callback reported it. The log was
-- keyed by message id alone, so one tenant's callback could file a status under another tenant's
-- message id; now that a message sent after its status arrived takes the status from this log
-- (whatsapp/repository.ts recordMessage), the log must say whose it is. Statuses of messages no
-- tenant sent are dropped (they changed nothing and could not be attributed).
alter table whatsapp_statuses add column tenant_id int;
update whatsapp_statuses s
   set tenant_id = m.tenant_id
  from whatsapp_messages m
 where m.wamid = s.wamid;
delete from whatsapp_statuses where tenant_id is null;
alter table whatsapp_statuses alter column tenant_id set not null;
alter table whatsapp_statuses drop constraint whatsapp_statuses_pkey;
alter table whatsapp_statuses add primary key (tenant_id, wamid, status);
