-- Texts of other languages the author has looked at and confirmed as still right after a change
-- to the same key ([{key, locale}]): without it every such text is shown as needing review.
ALTER TABLE bundle_drafts ADD COLUMN reviewed_texts JSONB NOT NULL DEFAULT '[]';
