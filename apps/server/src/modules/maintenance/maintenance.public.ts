/**
 * What other parts may use of `maintenance` (decision 065): the app builds the mode and its
 * gate; the backup restorer puts the shop in maintenance and takes it out.
 */
export { maintenanceGate } from './maintenance-gate.js';
export { MaintenanceMode } from './maintenance-mode.js';
