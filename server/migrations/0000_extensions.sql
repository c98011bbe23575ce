-- Trigram indexes behind the substring searches of loads and people.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
