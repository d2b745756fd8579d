-- Chains as a list (#31): the reconciler keeps its place per chain and gateway,
-- gateway:<chain id>:<address>, since one CREATE2 address may be the gateway on several
-- chains. A deployment of one release earlier ran one chain: its cursor, gateway:<address>,
-- takes that chain's id from the server wallet's transactions (every deployment that staged
-- an invoice has one), else from its invoices.
UPDATE chain_cursors SET name = 'gateway:' || c.chain_id || ':' || substr(name, length('gateway:') + 1)
FROM (SELECT coalesce((SELECT chain_id FROM relayer_txs LIMIT 1), (SELECT chain_id FROM invoices LIMIT 1)) AS chain_id) c
WHERE name LIKE 'gateway:0x%' AND c.chain_id IS NOT NULL;
