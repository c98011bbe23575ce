/**
 * What an empty date or time of a load reads (useZodForm's requiredMessages): missing, not a
 * badly written date, which is what the contracts' format message says.
 */
export const REQUIRED_MESSAGES = {
  pickup_date: 'Pickup date is required',
  pickup_time: 'Pickup time is required',
  delivery_date: 'Delivery date is required',
  delivery_time: 'Delivery time is required',
} as const;
