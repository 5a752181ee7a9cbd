-- Content (issue 16): news, announcements, help articles, banners, popups, scrolling notices and
-- channels are one kind of row with a translation per locale (docs/content.md). Rich text (body)
-- is sanitized before it is stored (server/content/sanitize.ts); members read published rows only,
-- in their Lan's translation or English.
CREATE TABLE content_items (
  id BIGSERIAL PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('news', 'announcement', 'help', 'banner', 'popup', 'scroll', 'channel')),
  status TEXT NOT NULL CHECK (status IN ('draft', 'published')),
  -- Help: the help center's topic; news: a free category; channels: the channel type.
  category TEXT NOT NULL DEFAULT '',
  -- Banners: the placement (common/advert position).
  position TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0,
  image TEXT NOT NULL DEFAULT '',
  link TEXT NOT NULL DEFAULT '',
  source TEXT NOT NULL DEFAULT '',
  -- One more on every publish: a popup's new version is shown again to members who dismissed the last.
  version INTEGER NOT NULL DEFAULT 0,
  published_at TIMESTAMPTZ,
  updated_by BIGINT REFERENCES staff(id),
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX content_items_live ON content_items (kind, status, published_at DESC);

CREATE TABLE content_translations (
  item_id BIGINT NOT NULL REFERENCES content_items(id),
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (item_id, locale)
);

-- An announcement a member has opened.
CREATE TABLE content_reads (
  member_id BIGINT NOT NULL REFERENCES members(id),
  item_id BIGINT NOT NULL REFERENCES content_items(id),
  read_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (member_id, item_id)
);

-- A popup version a member has dismissed.
CREATE TABLE popup_seen (
  member_id BIGINT NOT NULL REFERENCES members(id),
  item_id BIGINT NOT NULL REFERENCES content_items(id),
  version INTEGER NOT NULL,
  seen_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (member_id, item_id, version)
);

-- Personal notices ("your withdrawal was refused"): the kind and its arguments, rendered in the
-- reader's language when read (server.json server.notice.<kind>.title/body).
CREATE TABLE member_notices (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL,
  args JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  read_at TIMESTAMPTZ
);
CREATE INDEX member_notices_member ON member_notices (member_id, created_at DESC);
