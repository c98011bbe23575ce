/** Every API path, relative to the API base `/api/`. */
export const ApiPaths = {
  login: 'login/',
  refreshToken: 'token/refresh/',
  logout: 'logout/',
  requestReset: 'auth/request-reset/',
  verifyCode: 'auth/verify-code/',
  confirmReset: 'auth/confirm-reset/',
  health: 'health/',
  loadsOverview: 'loads-overview/',
  topDrivers: 'top-drivers/',
  topDispatchers: 'top-dispatchers/',
  driverHours: 'driver-hours/',
  exportDriverHours: 'driver-hours/export/',
  stats: 'stats/',
  activeUsers: 'active-users/',
  upcomingLoads: 'upcoming-loads/',
  admin: 'admin/',
  adminUpdatePassword: 'admin-update-password/',
  chatList: 'chat/list/',
  chatUnread: 'chat/unread/',
  messages: (contactId: number) => `messages/${contactId}/`,
  markRead: (contactId: number) => `messages/${contactId}/read/`,
  deleteMessage: (messageId: number) => `chat/message/${messageId}/delete/`,
  listLoads: 'list-loads/',
  assignedLoads: 'assigned-loads/',
  unassignedLoads: 'unassigned-loads/',
  deleteLoad: (id: number) => `delete-load/${id}/`,
  load: (id: number) => `loads/${id}/`,
  bulkLoadPayment: 'loads/bulk-payment/',
  bulkDeleteLoads: 'loads/bulk-delete/',
  restoreLoads: 'loads/restore/',
  exportLoads: 'loads/export/',
  uploadLoadDocument: (id: number) => `loads/${id}/upload-docs/`,
  deliverLoad: (id: number) => `loads/${id}/deliver/`,
  /** POST marks an assigned load delivered at a given time; DELETE takes the delivery back (issue 28). */
  loadDelivery: (id: number) => `loads/${id}/delivery/`,
  /** GET a load's documents, POST one more (multipart: `kind`, `document`). */
  loadDocuments: (id: number) => `loads/${id}/documents/`,
  /** DELETE removes one of a load's documents. */
  loadDocument: (documentId: number) => `load-documents/${documentId}/`,
  createLoad: 'create-load/',
  createAssignment: 'create-assignment/',
  updateAssignment: (id: number) => `update-assignment/${id}/`,
  drivers: 'users/drivers/',
  dispatchers: 'users/dispatchers/',
  register: 'register/',
  deleteUser: (id: number) => `users/delete/${id}/`,
  uploadDispatcherDocs: (id: number) => `dispatchers/${id}/upload-docs/`,
  uploadDriverDocs: (id: number) => `drivers/${id}/upload-docs/`,
  updateDriver: (id: number) => `drivers/${id}/`,
  updateDispatcher: (id: number) => `dispatchers/${id}/`,
  deactivateUser: (id: number) => `users/${id}/deactivate/`,
  reactivateUser: (id: number) => `users/${id}/reactivate/`,
  setUserPassword: (id: number) => `users/${id}/set-password/`,
  sendUserResetCode: (id: number) => `users/${id}/send-reset-code/`,
  checkIn: 'check-in/',
  checkOut: 'check-out/',
  generateLoadReport: 'generate-load-report/',
  analytics: 'analytics/',
  trucksList: 'trucks-list/',
  truckChoices: 'trucks-list/choices/',
  trailersList: 'trailers-list/',
  truckDetails: (id: number) => `trucks-details/${id}/`,
  trailerDetails: (id: number) => `trailers-details/${id}/`,
  createTruck: 'create-truck/',
  updateTruck: (id: number) => `update-truck/${id}/`,
  deleteTruck: (id: number) => `delete-trucks/${id}/`,
  createTrailer: 'create-trailer/',
  updateTrailer: (id: number) => `update-trailer/${id}/`,
  deleteTrailer: (id: number) => `delete-trailers/${id}/`,
  assignTrailer: 'assign-trailer/',
  assignTruck: 'assign-truck/',
  /** Brokers (issue 30): a page of them (search, ordering), one, add, edit. */
  brokers: 'brokers/',
  broker: (id: number) => `brokers/${id}/`,
  /** The audit trail: a page of recorded writes (filters: actor, kind, subject, days), its CSV, who has written. */
  activity: 'activity/',
  exportActivity: 'activity/export/',
  /** One search over loads, drivers, dispatchers, trucks and trailers (issue 29, the search box). */
  search: 'search/',
  activityActors: 'activity/actors/',
  /** Driver settlements (issue 30): a driver's unsettled delivered loads of a period, the list, one, settle, its statement. */
  settlementPreview: (driverId: number) => `drivers/${driverId}/settlement-preview/`,
  settlements: 'settlements/',
  settlement: (id: number) => `settlements/${id}/`,
  settleSettlement: (id: number) => `settlements/${id}/settle/`,
  settlementStatement: (id: number) => `settlements/${id}/statement.pdf`,
  /** Invoices and receivables (issue 30). */
  invoicePreview: (brokerId: number) => `brokers/${brokerId}/invoice-preview/`,
  invoices: 'invoices/',
  invoice: (id: number) => `invoices/${id}/`,
  payInvoice: (id: number) => `invoices/${id}/pay/`,
  voidInvoice: (id: number) => `invoices/${id}/void/`,
  emailInvoice: (id: number) => `invoices/${id}/email/`,
  invoicePdf: (id: number) => `invoices/${id}/invoice.pdf`,
  receivables: 'reports/receivables/',
  exportReceivables: 'reports/receivables/export/',
  websocket: 'ws',
} as const;

type ApiPath = string | ((id: number) => string);

/**
 * The server's route pattern of a path (ADR 007): `apiRoute(ApiPaths.load)` is `/loads/:id/`,
 * `apiRoute(ApiPaths.messages, 'contactId')` is `/messages/:contactId/`. The server registers its
 * routes with it, so a path is written once, here, for the web apps and the API alike.
 */
export function apiRoute(path: ApiPath, param = 'id'): string {
  // The path functions only interpolate their argument: the placeholder goes where the id goes.
  return `/${typeof path === 'string' ? path : path(`:${param}` as unknown as number)}`;
}
