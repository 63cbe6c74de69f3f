/**
 * The order-init cookie (spec/marketing.md §3, §9: 1 day): the order whose checkout began, so coming
 * back to its checkout (a reload, the review page's Edit) does not send begin_checkout again.
 * Tracking's own, not in core/storage/cookie-names: that list rides on every page.
 */
export const ORDER_INIT_COOKIE = 'rove_order_init';
export const ORDER_INIT_DAYS = 1;
