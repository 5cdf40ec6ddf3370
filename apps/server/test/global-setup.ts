import { TEST_DIALECTS } from './dialects.js';

export default function globalSetup(): void {
  if (process.env.CI === 'true' && !process.env.TEST_DATABASE_URL) {
    throw new Error('CI must set TEST_DATABASE_URL so the PostgreSQL suite runs instead of being skipped');
  }
  console.log(`\nAPI tests run against: ${TEST_DIALECTS.join(' and ')}\n`);
}
