-- Integrity of proofs (issue 12, findings 7, 9 and 18): one document number verifies one account,
-- one voucher image proves one deposit, one blockchain transaction proves one deposit. Each rule is
-- a unique index, so concurrent requests cannot both pass a check-then-insert.
--
-- Rows that break a rule in data written before this migration must not make it fail: for each
-- rule the earliest row keeps its claim (the key column is filled) and every later duplicate gets
-- NULL there, which no unique index covers. Nothing else about those rows changes (a passed
-- verification stays passed, a deposit keeps its status); a later duplicate under review is
-- refused at approval, because approval checks the number again (server/kyc/decide.ts).

-- 7. The document number as compared: NFKC, upper case, without spaces, dashes, dots and slashes
-- (server/kyc/document-number.ts does the same for new submissions). Unique whatever the ID type:
-- the same person's number typed under another type is the same claim.
ALTER TABLE realname_verifications ADD COLUMN id_number_norm TEXT;
UPDATE realname_verifications v SET id_number_norm = n.norm
  FROM (
    SELECT id, regexp_replace(upper(normalize(id_number, NFKC)), '[[:space:]./-]', '', 'g') AS norm,
           row_number() OVER (
             PARTITION BY regexp_replace(upper(normalize(id_number, NFKC)), '[[:space:]./-]', '', 'g')
             ORDER BY submitted_at, id) AS nth
      FROM realname_verifications WHERE status IN ('review', 'passed')
  ) n
 WHERE v.id = n.id AND n.nth = 1;
UPDATE realname_verifications SET id_number_norm = regexp_replace(upper(normalize(id_number, NFKC)), '[[:space:]./-]', '', 'g')
 WHERE status = 'failed';
CREATE UNIQUE INDEX realname_document_claim ON realname_verifications (id_number_norm) WHERE status IN ('review', 'passed');

-- 9. The content hash (uploads.sha256 of the stored, metadata-stripped bytes) of each deposit's
-- voucher: a new upload of the same image has a new key but the same hash.
ALTER TABLE deposits ADD COLUMN voucher_sha256 TEXT;
UPDATE deposits d SET voucher_sha256 = n.sha256
  FROM (
    SELECT d2.id, u.sha256, row_number() OVER (PARTITION BY u.sha256 ORDER BY d2.created_at, d2.id) AS nth
      FROM deposits d2 JOIN uploads u ON u.key = d2.voucher_key
  ) n
 WHERE d.id = n.id AND n.nth = 1;
CREATE UNIQUE INDEX deposits_voucher_image ON deposits (voucher_sha256);

-- 18. The transaction hash of a USDT deposit, lower case as the network writes it (TRC20: 64 hex
-- digits; ERC20: 0x and 64 hex digits). Unique on the 64 digits, so one transaction cannot be
-- entered once per network either. Bank deposits have none.
ALTER TABLE deposits ADD COLUMN tx_hash TEXT;
CREATE UNIQUE INDEX deposits_tx_hash ON deposits ((right(tx_hash, 64))) WHERE tx_hash IS NOT NULL;
