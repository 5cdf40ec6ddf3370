/**
 * What the app uses of `data-export` (issue 46 item 6, decision 062): where archives are kept,
 * how links are signed, the jobs' names, and the shape of what it gathers of a person.
 */
export { DATA_EXPORT_EXPIRY_JOB, DATA_EXPORT_JOB } from './data-export.service.js';
export { ExportFiles } from './export-files.js';
export { ExportTokens } from './export-tokens.js';
export type { ExportPhoto, GatherPersonalData } from './personal-data.js';
