-- 025: events whose delivery is over are purged after a retention period (housekeeping,
-- decision 023); this index finds them by age without scanning the pending ones.
create index outbox_events_finished_idx on outbox_events (created_at)
  where state in ('delivered', 'skipped');
