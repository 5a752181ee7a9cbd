-- Customer-service live chat (issue 16; docs/chat.md). One conversation per member, kept for good:
-- closing it ends a case, the member's next message opens it again with the whole history. A
-- visitor's contact form is a conversation without a member (name and email instead), answered by
-- email outside the chat. Marks are "up to" message ids per side: the member's app has received
-- (delivered) and opened (read) the staff's messages up to an id, and the staff side the member's.
CREATE TABLE chat_conversations (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT UNIQUE REFERENCES members(id),
  contact_name TEXT,
  contact_email TEXT,
  status TEXT NOT NULL CHECK (status IN ('open', 'closed')),
  assignee_id BIGINT REFERENCES staff(id),
  member_delivered_to BIGINT NOT NULL DEFAULT 0,
  member_read_to BIGINT NOT NULL DEFAULT 0,
  staff_delivered_to BIGINT NOT NULL DEFAULT 0,
  staff_read_to BIGINT NOT NULL DEFAULT 0,
  last_message_id BIGINT NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL,
  CHECK ((member_id IS NULL) = (contact_email IS NOT NULL))
);
CREATE INDEX chat_conversations_queue ON chat_conversations (status, updated_at);

-- client_id is made by the sending app: a send retried after a dropped connection finds its first
-- row instead of making a second one.
CREATE TABLE chat_messages (
  id BIGSERIAL PRIMARY KEY,
  conversation_id BIGINT NOT NULL REFERENCES chat_conversations(id),
  sender TEXT NOT NULL CHECK (sender IN ('member', 'staff', 'visitor')),
  staff_id BIGINT REFERENCES staff(id),
  client_id TEXT NOT NULL,
  body TEXT NOT NULL,
  image_key TEXT REFERENCES uploads(key),
  created_at TIMESTAMPTZ NOT NULL,
  UNIQUE (conversation_id, sender, client_id),
  CHECK ((sender = 'staff') = (staff_id IS NOT NULL))
);
CREATE INDEX chat_messages_conversation ON chat_messages (conversation_id, id);

-- Canned replies: texts support staff insert with one tap.
CREATE TABLE chat_canned (
  id BIGSERIAL PRIMARY KEY,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  updated_by BIGINT REFERENCES staff(id),
  updated_at TIMESTAMPTZ NOT NULL,
  removed_at TIMESTAMPTZ
);

-- The customer-service entries (common/services): the live chat and other channels. Names and
-- welcome texts per locale; a locale without its own row reads the English one.
CREATE TABLE service_channels (
  id BIGSERIAL PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('live_chat', 'telegram', 'whatsapp', 'email', 'link')),
  url TEXT NOT NULL,
  avatar TEXT NOT NULL DEFAULT '',
  online_hours TEXT NOT NULL,
  sort INTEGER NOT NULL,
  enabled BOOLEAN NOT NULL DEFAULT TRUE
);
CREATE TABLE service_channel_texts (
  channel_id BIGINT NOT NULL REFERENCES service_channels(id),
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  welcome TEXT NOT NULL,
  PRIMARY KEY (channel_id, locale)
);

INSERT INTO service_channels (id, type, url, avatar, online_hours, sort) VALUES
  (1, 'live_chat', '/user/customer-service', '', '09:00-21:00 (UTC+9)', 1),
  (2, 'email', 'mailto:support@meridian.local', '', '24h', 2);
SELECT setval(pg_get_serial_sequence('service_channels', 'id'), 2);

INSERT INTO service_channel_texts (channel_id, locale, name, welcome) VALUES
  (1, 'en', 'Live chat', 'Hello! Tell us how we can help. A support agent answers here during online hours.'),
  (1, 'ko', '실시간 상담', '안녕하세요! 무엇을 도와드릴까요? 상담 시간에는 상담원이 이곳에서 답변해 드립니다.'),
  (1, 'jp', 'ライブチャット', 'こんにちは！ご用件をお聞かせください。受付時間内にサポート担当がこちらでお答えします。'),
  (1, 'zh', '在线客服', '您好！请告诉我们需要什么帮助。在线时间内客服会在这里回复您。'),
  (1, 'zh-Hant', '線上客服', '您好！請告訴我們需要什麼協助。服務時間內客服會在這裡回覆您。'),
  (1, 'es', 'Chat en vivo', '¡Hola! Cuéntanos cómo podemos ayudarte. Un agente responde aquí en horario de atención.'),
  (1, 'isr', 'Chat dal vivo', 'Ciao! Dicci come possiamo aiutarti. Un operatore risponde qui negli orari di servizio.'),
  (1, 'de', 'Live-Chat', 'Hallo! Sagen Sie uns, wie wir helfen können. Während der Servicezeiten antwortet hier ein Mitarbeiter.'),
  (1, 'fr', 'Chat en direct', 'Bonjour ! Dites-nous comment vous aider. Un conseiller répond ici pendant les heures d''ouverture.'),
  (1, 'id', 'Obrolan langsung', 'Halo! Beri tahu kami apa yang bisa kami bantu. Petugas akan menjawab di sini selama jam layanan.'),
  (1, 'idn', 'लाइव चैट', 'नमस्ते! बताइए हम आपकी क्या मदद कर सकते हैं। सेवा समय के दौरान हमारा सहायता एजेंट यहीं जवाब देगा।'),
  (1, 'rs', 'Онлайн-чат', 'Здравствуйте! Расскажите, чем мы можем помочь. В часы работы вам ответит сотрудник поддержки.'),
  (1, 'tk', 'Onlaýn çat', 'Salam! Size nähili kömek edip biljekdigimizi ýazyň. Iş wagtynda goldaw gullugynyň işgäri şu ýerde jogap berer.'),
  (2, 'en', 'Email', 'Write to us at any time; we answer within one working day.'),
  (2, 'ko', '이메일', '언제든지 메일을 보내 주세요. 영업일 기준 하루 안에 답변해 드립니다.'),
  (2, 'jp', 'メール', 'いつでもご連絡ください。1営業日以内にお返事します。'),
  (2, 'zh', '电子邮件', '欢迎随时来信，我们会在一个工作日内回复。'),
  (2, 'zh-Hant', '電子郵件', '歡迎隨時來信，我們會在一個工作日內回覆。'),
  (2, 'es', 'Correo electrónico', 'Escríbenos cuando quieras; respondemos en un día hábil.'),
  (2, 'isr', 'Email', 'Scrivici quando vuoi; rispondiamo entro un giorno lavorativo.'),
  (2, 'de', 'E-Mail', 'Schreiben Sie uns jederzeit; wir antworten innerhalb eines Werktags.'),
  (2, 'fr', 'E-mail', 'Écrivez-nous à tout moment ; nous répondons sous un jour ouvré.'),
  (2, 'id', 'Email', 'Kirimi kami email kapan saja; kami membalas dalam satu hari kerja.'),
  (2, 'idn', 'ईमेल', 'हमें कभी भी ईमेल करें; हम एक कार्यदिवस के भीतर जवाब देते हैं।'),
  (2, 'rs', 'Эл. почта', 'Пишите нам в любое время; мы отвечаем в течение одного рабочего дня.'),
  (2, 'tk', 'E-poçta', 'Bize islendik wagt ýazyň; bir iş gününiň dowamynda jogap berýäris.');

INSERT INTO chat_canned (title, body, updated_at) VALUES
  ('Greeting', 'Hello, thank you for contacting Meridian support. How can I help you today?', now()),
  ('Checking', 'Thank you, I am checking this for you now. Please wait a moment.', now()),
  ('Closing', 'Is there anything else I can help you with? Have a nice day!', now());
