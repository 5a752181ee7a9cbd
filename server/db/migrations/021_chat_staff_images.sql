-- Support staff send photos into a member's chat (docs/chat.md). Such a photo has no member owner:
-- it belongs to one conversation and records which staff member uploaded it. A member's own upload
-- keeps member_id and has neither of the new columns.
ALTER TABLE uploads ALTER COLUMN member_id DROP NOT NULL;
ALTER TABLE uploads ADD COLUMN staff_id BIGINT REFERENCES staff(id);
ALTER TABLE uploads ADD COLUMN conversation_id BIGINT REFERENCES chat_conversations(id);
ALTER TABLE uploads ADD CONSTRAINT uploads_one_owner CHECK (
  (member_id IS NOT NULL AND staff_id IS NULL AND conversation_id IS NULL)
  OR (member_id IS NULL AND staff_id IS NOT NULL AND conversation_id IS NOT NULL)
);
CREATE INDEX uploads_conversation ON uploads (conversation_id) WHERE conversation_id IS NOT NULL;
