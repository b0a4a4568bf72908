"""Cluster mode: several `vanguard serve` nodes sharing matches through Redis and PostgreSQL.

Built on one process's server, without changing it: each node still owns the matches in its
`Arena`, and the pieces here only decide which node owns which match (`leases`, `hashing`,
`nodes`, `ownership`), carry a match's messages between nodes (`inbox`, `remote`, `router`)
and share the lobby (`lobby`). docs/SCALING.md describes the design; `Cluster` (in `node`)
puts the pieces together for one node.
"""
