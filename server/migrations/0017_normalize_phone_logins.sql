-- Phone-number logins are kept without their separators, so `+1 555 010 2001` and `+15550102001`
-- are one login (the API normalises what it is sent the same way: normalizeLogin in the shared
-- contracts). A login whose normalised form another user already has is left as it is: the two
-- stay distinct rather than one account taking the other's sign-in.
UPDATE "users" u
SET "email" = n.normalized
FROM (
  SELECT id, regexp_replace(btrim(email), '[[:space:]()-]', '', 'g') AS normalized
  FROM "users"
  WHERE btrim(email) ~ '^\+?[0-9 ()-]+$'
) n
WHERE u.id = n.id
  AND u.email <> n.normalized
  AND NOT EXISTS (SELECT 1 FROM "users" o WHERE o.id <> u.id AND lower(o.email) = lower(n.normalized))
  AND (
    SELECT count(*) FROM "users" p
    WHERE btrim(p.email) ~ '^\+?[0-9 ()-]+$' AND regexp_replace(btrim(p.email), '[[:space:]()-]', '', 'g') = n.normalized
  ) = 1;
