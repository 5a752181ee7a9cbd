-- The operator facts (legal name, address, governing law, ...) a version of a document was
-- published with (issue 22). Document texts hold placeholders ({{operator.legal_name}}) that are
-- filled from these when served, so a version reads the same for as long as it exists, and a
-- change of the operator's facts is a new version (server/documents/seed.ts). NULL: a version
-- published before, whose text has no placeholder.
ALTER TABLE document_versions ADD COLUMN operator_facts JSONB;
