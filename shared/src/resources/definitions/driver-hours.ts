import { getDriverHoursPage, queryKeys } from '@haulboard/shared/api/admin';
import { PAGE_SIZES } from '../../contracts/page-sizes';
import { defineListResource } from '../define-resource';
import { hoursErrorText } from '../resource-params';

/** Check In/Out: each driver's hours in the period. */
export const driverHours = /* @__PURE__ */ defineListResource({
  keys: queryKeys.driverHours,
  pageSize: PAGE_SIZES.driverHours,
  getPage: getDriverHoursPage,
  messages: { loadFailed: hoursErrorText },
});
