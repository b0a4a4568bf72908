"""Alembic migrations of the server database, applied at startup by `database.migrate`.

A new schema change is a new file in `versions/` (write it by hand, or generate a draft with
`alembic -x url=sqlite:///vanguard.sqlite3 revision --autogenerate` pointed at this folder);
`tables.py` must describe the schema the last revision produces (a test checks it).
"""
