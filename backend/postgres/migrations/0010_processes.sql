-- Every serve process (its River client) keeps a row here alive with a
-- heartbeat. A process killed outright (kill -9, a lost host) stops
-- beating: the others then hand the jobs it was running back to the queue
-- within seconds, rather than leaving them "running" until River's own
-- rescue, which must wait longer than any job may run.
CREATE TABLE paystead_processes (
    id           text PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 200),
    started_at   timestamptz NOT NULL DEFAULT now(),
    heartbeat_at timestamptz NOT NULL DEFAULT now()
);
