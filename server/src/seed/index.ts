export { ensureAdmin, DEMO_ADMIN_EMAIL, adminLoginFile } from './admin';
export { seedDemoIfEmpty } from './demo';
