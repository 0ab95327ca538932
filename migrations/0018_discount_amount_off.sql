-- A code may take an amount off the order (cents) instead of a percentage: the contract's
-- applyDiscounts shares it among the licenses it applies to. Codes made before keep their percentage.
ALTER TABLE `discounts` ADD `amount_off` integer;