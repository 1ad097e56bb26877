-- Combos written from the console (issue 13, decision 061): every save sends the version it read
-- and adds one (decision 040), so two operators editing one combo cannot overwrite each other.
alter table combos add column version int not null default 1 check (version >= 1);
