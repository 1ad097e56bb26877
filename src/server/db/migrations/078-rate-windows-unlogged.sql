-- 078: the rate-limit windows are an UNLOGGED table (issue 16, P5; decision 091). Every counted
-- call (order/simulate, logs, service/tracking) writes its window's row on PostgreSQL (decision
-- 021), and as a logged table each of those one-row commits waited for a WAL flush: an fsync per
-- simulation, in the same WAL queue as the orders' commits of a morning rush. A transaction that
-- writes only unlogged tables commits without a flush. What it gives up: after a crash (not a
-- clean restart) PostgreSQL empties the table, and a standby does not have it, so a window's count
-- starts again at zero; a limit meant to stop a runaway app loses at most one window's count. The
-- login throttle (SECURITY T12) stays logged: its lock-outs must outlive a crash.
alter table call_rate_windows set unlogged;
