package postgres

// EmitWebhook lets the outbox tests write an event inside a transaction of
// their own, as the stores' transitions do; outside the tests only those
// transitions emit events.
var EmitWebhook = emitWebhook

// MigrateFiles lets the migration tests apply a prefix of the migrations,
// as a database made before a later one would hold them.
var MigrateFiles = migrate
