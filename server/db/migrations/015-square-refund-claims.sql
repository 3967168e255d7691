-- Refunds that return orders list, by refund id. A sale may list a refund itself (Square's
-- Refunds API records no return order); src/analytics counts such a refund on the sale unless a
-- return order lists the same refund, which then counts it. A stored sale's net sales look here,
-- so the same refund never comes off net sales twice.
CREATE TABLE square_refund_claims (
  refund_id TEXT PRIMARY KEY,
  return_order_id TEXT NOT NULL,
  -- The sale the return order returns (OrderReturn.source_order_id), when it names one.
  sale_order_id TEXT
);
