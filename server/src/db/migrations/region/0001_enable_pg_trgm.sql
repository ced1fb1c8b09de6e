-- Trigram indexes (enterprise search, MAC search) need pg_trgm; it is a trusted extension on PostgreSQL 13+.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
