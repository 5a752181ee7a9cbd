-- Order numbers (deposits D..., withdrawals W..., ETF orders E...) end in six digits drawn from this
-- sequence (server/wallet/order-no.ts). Six random digits collided: two orders in the same second
-- drew the same number about once in 2,000 pairs, and the second insert failed on the UNIQUE column.
CREATE SEQUENCE order_no_seq;
