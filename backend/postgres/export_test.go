package postgres

// EmitWebhook lets the outbox tests write an event inside a transaction of
// their own, as the stores' transitions do; outside the tests only those
// transitions emit events.
var EmitWebhook = emitWebhook
